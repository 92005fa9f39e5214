import { addDays } from "@ferry/shared/zoned-time";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { vehicleReclassifications } from "../schema/reclassifications";
import { seedDemoData } from "./run-seed";

describe("demo reclassification", () => {
  it("shows a car re-measured as golongan VA in 'Reklasifikasi Kendaraan' right after the first start", async () => {
    const app = await buildTestApp();
    try {
      expect(await seedDemoData(app.database.db)).toBe(true);
      const [row] = await app.database.db.select().from(vehicleReclassifications);
      expect(row).toMatchObject({
        golongan_lama: "IVA",
        golongan_baru: "VA",
        method: "tunai",
        berat_kg: 3_200,
      });
      const api = await adminClient(app);
      const sailing = (await api.call("GET", `/schedules/${row?.schedule_id}`)).json().data;
      const day = String(sailing.waktu_berangkat).slice(0, 10);
      const report = await api.call(
        "GET",
        `/reports/reklasifikasi-kendaraan?from=${addDays(day, -1)}&to=${addDays(day, 1)}`,
      );
      expect(report.json().data.rows).toEqual([
        expect.objectContaining({ rute: "Ketapang - Gilimanuk", rincian: "DK 1771 AB IVA ke VA", jumlah: 1 }),
      ]);
      expect(report.json().data.totals.pendapatan).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 180_000);
});
