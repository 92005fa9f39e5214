import { addDays, instantToLocal, todayIn } from "@ferry/shared/zoned-time";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasActiveMaster } from "../../modules/crew/index";
import { listSchedules } from "../../modules/schedules/index";
import { findRoutes } from "../../modules/sea-routes/index";
import { currentPrice } from "../../modules/ticket-prices/index";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { rowsOf } from "../client";
import { seedVoyage } from "./voyage";

let app: FastifyInstance;
let seededAt: number;
beforeAll(async () => {
  app = await buildTestApp();
  seededAt = Date.now();
  await app.database.db.transaction((tx) => seedVoyage(tx));
});
afterAll(() => app.close());

const today = () => todayIn("Asia/Jakarta");
async function route(kode: string) {
  const found = (await findRoutes(app.database.db, { search: kode })).find((row) => row.kode_rute === kode);
  if (!found) throw new Error(`no route ${kode}`);
  return found;
}
async function cargo(nama: string) {
  const api = await adminClient(app);
  const rows = (await api.call("GET", `/cargo-types?search=${encodeURIComponent(nama)}`)).json().data;
  return rows.find((row: { nama: string }) => row.nama === nama) as { id: number };
}

describe("demo voyage data", () => {
  it("has the real crossings both ways, with each port's zone", async () => {
    const routes = await findRoutes(app.database.db, {});
    expect(routes.map((row) => row.kode_rute).sort()).toEqual([
      "BKH-MRK",
      "GLM-KTP",
      "KTP-GLM",
      "LBR-PDB",
      "LBR-TPR",
      "MRK-BKH",
      "PDB-LBR",
      "TPR-LBR",
    ]);
    const ketapang = await route("KTP-GLM");
    expect([ketapang.port_origin.zona_waktu, ketapang.port_destination.zona_waktu]).toEqual([
      "Asia/Jakarta",
      "Asia/Makassar",
    ]);
  });

  it("prices Merak–Bakauheni and Ketapang–Gilimanuk like the published tariffs, with an announced rise", async () => {
    const db = app.database.db;
    const merak = await route("MRK-BKH");
    const adult = await cargo("Penumpang Ekonomi Dewasa");
    const car = (
      await (await adminClient(app)).call("GET", "/cargo-types?kategori=kendaraan&search=IVA")
    ).json().data[0];
    expect((await currentPrice(db, merak.id, adult.id, today()))?.harga).toBe(23_000);
    expect(await currentPrice(db, merak.id, car.id, today())).toMatchObject({
      harga: 480_000,
      harga_muatan: 520_000,
    });
    expect((await currentPrice(db, merak.id, adult.id, addDays(today(), 14)))?.harga).toBe(24_500);
    expect((await currentPrice(db, (await route("KTP-GLM")).id, adult.id, today()))?.harga).toBe(11_400);
  });

  it("gives every ship its permit particulars and a master, one with an expired certificate", async () => {
    const api = await adminClient(app);
    const ships = (await api.call("GET", "/ships?per_page=100")).json().data as {
      id: number;
      kode_kapal: string;
      tanda_panggilan: string;
      bendera: string;
    }[];
    expect(ships).toHaveLength(6);
    for (const ship of ships)
      expect(ship).toMatchObject({
        tanda_panggilan: expect.stringMatching(/^Y[A-Z]{3}$/),
        bendera: "Indonesia",
      });
    const masters = await Promise.all(ships.map((ship) => hasActiveMaster(app.database.db, ship.id)));
    expect(ships.filter((_, index) => !masters[index]).map((ship) => ship.kode_kapal)).toEqual(["GM1"]);
    const crew = (await api.call("GET", "/crew?jabatan=Nakhoda&per_page=100")).json().data;
    expect(
      crew
        .filter((row: { sertifikat_kadaluarsa: boolean }) => row.sertifikat_kadaluarsa)
        .map((row: { ship: { kode_kapal: string } }) => row.ship.kode_kapal),
    ).toEqual(["GM1"]);
  });

  it("schedules 30 days of sailings from today, several a day on the short crossings, none overlapping", async () => {
    const db = app.database.db;
    const ketapang = await route("KTP-GLM");
    const tomorrow = await listSchedules(db, {
      page: 1,
      per_page: 100,
      sort_dir: "asc",
      origin_port_id: ketapang.port_origin_id,
      date: addDays(today(), 1),
    });
    expect(tomorrow.meta.total).toBe(8);
    const last = await listSchedules(db, { page: 1, per_page: 1, sort_dir: "desc", route_id: ketapang.id });
    const lastDay = instantToLocal(new Date(last.rows[0]?.waktu_berangkat ?? 0), "Asia/Jakarta").date;
    expect(lastDay).toBe(addDays(today(), 29));
    const seat = tomorrow.rows[0]?.available_seats.find(
      (entry) => entry.cargo_type?.nama === "Penumpang Ekonomi Dewasa",
    );
    expect(seat).toMatchObject({ harga: 11_400, terjual: 0 });
    expect(seat?.sisa_kuota).toBe(seat?.kapasitas);
    const overlaps = await db.execute(sql`
      select count(*)::int as total from schedules a join schedules b
        on a.ship_id = b.ship_id and a.id < b.id
        and a.waktu_berangkat < b.waktu_tiba and b.waktu_berangkat < a.waktu_tiba`);
    expect(rowsOf<{ total: number }>(overlaps)[0]?.total).toBe(0);
  });

  it("has a Merak–Bakauheni sailing two hours after the first start, whose boarding may be opened at once", async () => {
    const merak = await route("MRK-BKH");
    const next = await app.database.db.execute(sql`
      select waktu_berangkat from schedules
      where route_id = ${merak.id} and waktu_berangkat > ${new Date(seededAt).toISOString()}::timestamptz
      order by waktu_berangkat limit 1`);
    const departure = new Date(rowsOf<{ waktu_berangkat: string }>(next)[0]?.waktu_berangkat ?? 0).getTime();
    expect(departure - seededAt).toBeGreaterThan(0);
    expect(departure - seededAt).toBeLessThanOrEqual(125 * 60_000);
  });
});
