import { todayIn } from "@ferry/shared/zoned-time";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTariffGrid } from "../../modules/fare-components/index";
import { findRoutes } from "../../modules/sea-routes/index";
import { buildTestApp } from "../../test/app";
import { seedFareComponents } from "./fare-components";
import { seedVoyage } from "./voyage";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    await seedVoyage(tx);
    await seedFareComponents(tx);
  });
});
afterAll(() => app.close());

async function gridOf(kode: string) {
  const [route] = (await findRoutes(app.database.db, { search: kode })).filter(
    (row) => row.kode_rute === kode,
  );
  if (!route) throw new Error(`no route ${kode}`);
  return readTariffGrid(app.database.db, route.id, todayIn("Asia/Jakarta"));
}
const cell = (grid: Awaited<ReturnType<typeof gridOf>>, nama: string, component: string) => {
  const id = grid.components.find((item) => item.nama === component)?.id;
  const row = grid.rows.find((item) => item.cargo_type.nama === nama || item.cargo_type.golongan === nama);
  return row?.components.find((item) => item.component_id === id);
};

describe("demo fare components", () => {
  it("charges the port fee and the insurance per cargo type, Merak's adults at the route's own amount", async () => {
    const merak = await gridOf("MRK-BKH");
    expect(merak.components.map((item) => item.nama)).toEqual(
      expect.arrayContaining(["Jasa Pelabuhan / Pas Masuk", "Asuransi Tambahan"]),
    );
    const pas = "Jasa Pelabuhan / Pas Masuk";
    expect(cell(merak, "Penumpang Ekonomi Dewasa", pas)).toMatchObject({ jumlah: 5_000, khusus_rute: true });
    expect(cell(merak, "Penumpang Ekonomi Anak", pas)).toMatchObject({ jumlah: 2_000, khusus_rute: false });
    expect(cell(merak, "IX", pas)).toMatchObject({ jumlah: 35_000, khusus_rute: false });
    expect(cell(merak, "IVA", "Asuransi Tambahan")).toMatchObject({ jumlah: 2_500 });
    expect(cell(merak, "Penumpang Ekonomi Anak", "Iuran Wajib Jasa Raharja")).toMatchObject({ jumlah: 500 });
    expect(cell(merak, "IVA", "Iuran Wajib Jasa Raharja")?.jumlah ?? null).toBeNull();
    const back = await gridOf("BKH-MRK");
    expect(cell(back, "Penumpang Ekonomi Dewasa", pas)).toMatchObject({ jumlah: 3_000, khusus_rute: false });
  });
});
