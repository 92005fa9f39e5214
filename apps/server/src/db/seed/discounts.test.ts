import { addDays, todayIn } from "@ferry/shared/zoned-time";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickDiscounts } from "../../modules/discounts/index";
import { listSchedules } from "../../modules/schedules/index";
import { findRoutes } from "../../modules/sea-routes/index";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { seedDiscounts } from "./discounts";
import { seedVoyage } from "./voyage";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    await seedVoyage(tx);
    await seedDiscounts(tx);
  });
});
afterAll(() => app.close());

describe("demo discounts", () => {
  it("lists passenger and vehicle discounts on their own pages", async () => {
    const api = await adminClient(app);
    const names = async (jenis: string) =>
      (await api.call("GET", `/discounts/${jenis}?sort_by=nama`))
        .json()
        .data.map((row: { nama: string }) => row.nama);
    expect(await names("penumpang")).toEqual(["Potongan Anak Sekolah", "Promo Akhir Tahun"]);
    expect(await names("kendaraan")).toEqual([
      "Potongan Golongan IVA",
      "Promo Mudik Lalu",
      "Promo Truk Dini Hari",
    ]);
    const iva = (await api.call("GET", "/discounts/kendaraan?search=IVA")).json().data[0];
    expect(iva).toMatchObject({
      route: { kode_rute: "MRK-BKH" },
      cargo_type: { golongan: "IVA" },
      nilai: 25_000,
      kuota: 50,
      sisa_kuota: 50,
    });
  });

  it("gives Ketapang–Gilimanuk passengers 10% next week", async () => {
    const [route] = (await findRoutes(app.database.db, { search: "KTP-GLM" })).filter(
      (row) => row.kode_rute === "KTP-GLM",
    );
    const date = addDays(todayIn("Asia/Jakarta"), 7);
    const { rows } = await listSchedules(app.database.db, {
      page: 1,
      per_page: 1,
      sort_dir: "asc",
      route_id: route?.id,
      date,
    });
    const schedule = rows[0];
    const seat = schedule?.available_seats.find(
      (item) => item.cargo_type?.nama === "Penumpang Ekonomi Dewasa",
    );
    if (!schedule || !seat || !route) throw new Error("no demo sailing");
    const picked = await app.database.db.transaction((tx) =>
      pickDiscounts(tx, {
        schedule_id: schedule.id,
        route_id: route.id,
        departure_date: date,
        lines: [
          { key: "p1", jenis: "penumpang", cargo_type_id: seat.cargo_type?.id ?? 0, harga: seat.harga },
        ],
      }),
    );
    expect(picked.get("p1")).toMatchObject({
      nama: "Promo Akhir Tahun",
      potongan: Math.floor(seat.harga / 10),
    });
  });
});
