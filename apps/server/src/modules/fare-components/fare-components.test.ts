import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { createTestUser, signIn } from "../../test/accounts";
import { type Crossing, useCrossing } from "../../test/voyage-fixtures";
import { withComponents } from "./test-world";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(() => {
  ({ app, world } = current());
});

describe("fare components", () => {
  it("creates, lists, updates and deactivates a component, each change logged", async () => {
    const created = await world.api.create("/fare-components", {
      nama: "Biaya Admin",
      pemilik: "operator",
      penerima: "siapa saja",
      aturan_refund: "selalu",
      bayi_bebas: false,
      urutan: 5,
    });
    expect(created).toMatchObject({ nama: "Biaya Admin", penerima: null, bayi_bebas: false, aktif: true });
    const update = await world.api.call("PUT", `/fare-components/${created.id}`, {
      ...created,
      aktif: false,
    });
    expect(update.statusCode).toBe(200);
    const active = await world.api.call("GET", "/fare-components?aktif=true");
    expect(active.json().data).toEqual([]);
    const inactive = await world.api.call("GET", "/fare-components?aktif=false");
    expect(inactive.json().data.map((row: { nama: string }) => row.nama)).toEqual(["Biaya Admin"]);
    const logged = await app.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.subject_type, "fare_component"), eq(activityLogs.subject_id, String(created.id))),
      );
    expect(logged.map((row) => row.action).sort()).toEqual([
      "fare_component.created",
      "fare_component.updated",
    ]);
  });

  it("refuses a duplicate name, a third party without recipient and deleting one that has amounts", async () => {
    const { port } = await withComponents(app, world);
    const twice = await world.api.call("POST", "/fare-components", {
      nama: "jasa pelabuhan",
      pemilik: "operator",
      aturan_refund: "selalu",
    });
    expect(twice.json().errors).toEqual({ nama: ["Nama komponen sudah dipakai"] });
    const nobody = await world.api.call("POST", "/fare-components", {
      nama: "Retribusi",
      pemilik: "pihak_ketiga",
      aturan_refund: "selalu",
    });
    expect(nobody.json().errors).toEqual({ penerima: ["Penerima wajib diisi untuk komponen pihak ketiga"] });
    const rule = await world.api.call("POST", "/fare-components", {
      nama: "Retribusi",
      pemilik: "operator",
      aturan_refund: "kadang",
    });
    expect(rule.json().errors).toEqual({ aturan_refund: ["Aturan refund tidak dikenal"] });
    const removal = await world.api.call("DELETE", `/fare-components/${port.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      "Komponen tarif tidak dapat dihapus: masih memiliki 2 tarif. Nonaktifkan saja.",
    );
  });

  it("is refused to a role without the ticket-price permissions", async () => {
    const { username } = await createTestUser(app, { permissions: ["view jadwal"] });
    const { authorization } = await signIn(app, username);
    const list = await app.inject({ method: "GET", url: "/api/fare-components", headers: { authorization } });
    expect(list.statusCode).toBe(403);
  });
});
