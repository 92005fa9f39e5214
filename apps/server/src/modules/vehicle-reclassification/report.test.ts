import { addDays } from "@ferry/shared/zoned-time";
import { describe, expect, it } from "vitest";
import { useRemeasureWorld } from "./test-world";

describe("the reclassifications report (Laporan Pelayaran 'Reklasifikasi Kendaraan')", () => {
  const state = useRemeasureWorld();

  it("shows the sailing's reclassifications and their revenue, and exports them", async () => {
    const { world, officer, carTicket } = state();
    const done = await officer.call("POST", `/vehicle-tickets/${carTicket.id}/remeasure`, {
      panjang_m: 6.4,
      tipe_tiket: "kosong",
      method: "tunai",
    });
    expect(done.statusCode, done.body).toBe(200);
    const day = String(world.schedule.waktu_berangkat).slice(0, 10);
    const filters = `from=${addDays(day, -1)}&to=${addDays(day, 1)}&schedule_id=${world.schedule.id}`;
    const report = await world.api.call("GET", `/reports/reklasifikasi-kendaraan?${filters}`);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json().data;
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({
      rute: "Ketapang - Gilimanuk",
      kapal: "KMP Uji",
      jumlah: 1,
      naik: 1,
      turun: 0,
      rincian: "B 1234 KJA IVA ke VA",
      kurang_bayar: 200_000,
      lebih_bayar: 0,
      pendapatan: 200_000,
    });
    expect(data.totals).toMatchObject({ jumlah: 1, pendapatan: 200_000 });
    const csv = await world.api.call("GET", `/reports/reklasifikasi-kendaraan/export?${filters}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Pendapatan Reklasifikasi");
    expect(csv.body).toContain("B 1234 KJA IVA ke VA");
  });
});
