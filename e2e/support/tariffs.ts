import type { Page } from "playwright-core";
import { callApi } from "./disruption";

/** A route the tariff journeys made. */
export type TestRoute = { id: number };

/**
 * Set-up, as the signed-in staff (not counted as input): two new ports and the routes between them both
 * ways, named with `tag` and a random suffix so that no other journey (or a rerun) meets them.
 */
export async function newPortPair(page: Page, tag: string): Promise<{ there: TestRoute; back: TestRoute }> {
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
  const port = (side: string) =>
    callApi<{ id: number; kode: string }>(page, "POST", "/api/ports", {
      nama: `Pelabuhan ${tag} ${side} ${suffix}`,
      kode: `${tag}${side}${suffix}`,
      kota: `Kota ${tag}`,
      zona_waktu: "Asia/Jakarta",
    });
  const [a, b] = [await port("A"), await port("B")];
  const route = async (from: typeof a, to: typeof b, way: string) => {
    return callApi<TestRoute>(page, "POST", "/api/routes", {
      kode_rute: `${from.kode}-${to.kode}`,
      nama_rute: `${tag} ${suffix} ${way}`,
      port_origin_id: from.id,
      port_destination_id: to.id,
      jarak: 12,
      duration_minutes: 90,
    });
  };
  return { there: await route(a, b, "A - B"), back: await route(b, a, "B - A") };
}
