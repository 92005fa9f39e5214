import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { type Crossing, useCrossing } from "../../test/voyage-fixtures";
import { currentPrice } from "./service";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(() => {
  ({ app, world } = current());
});

const today = () => todayIn("Asia/Jakarta");
/** A sailing from Ketapang (WIB) at a wall-clock time, `days` from today. */
async function sailing(days: number, time = "08:00") {
  const departure = localToInstant(addDays(today(), days), time, "Asia/Jakarta");
  return world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: departure.toISOString(),
    waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
  });
}
const price = (payload: Record<string, unknown>) =>
  world.api.call("POST", "/ticket-prices", {
    route_id: world.route.id,
    cargo_type_id: world.adult.id,
    ...payload,
  });
const seatOf = async (scheduleId: number, cargoTypeId: number) => {
  const schedule = (await world.api.call("GET", `/schedules/${scheduleId}`)).json().data;
  return schedule.available_seats.find(
    (seat: { cargo_type: { id: number } }) => seat.cargo_type.id === cargoTypeId,
  );
};

describe("ticket prices", () => {
  it("answers the price in force on a departure day: the newest that has started", async () => {
    const from = addDays(today(), 10);
    await price({ harga: 13_000, berlaku_mulai: from });
    const db = app.database.db;
    expect((await currentPrice(db, world.route.id, world.adult.id, addDays(from, -1)))?.harga).toBe(11_400);
    expect((await currentPrice(db, world.route.id, world.adult.id, from))?.harga).toBe(13_000);
    expect((await currentPrice(db, world.route.id, world.adult.id, addDays(from, 300)))?.harga).toBe(13_000);
    expect(await currentPrice(db, world.route.id, world.adult.id, "2025-12-31")).toBeUndefined();
  });

  it("re-prices upcoming schedules of its period only, and keeps the history", async () => {
    const before = await sailing(4);
    const within = await sailing(6);
    const later = await sailing(12);
    const rise = await price({ harga: 13_000, berlaku_mulai: addDays(today(), 5) });
    expect(rise.statusCode).toBe(201);
    await price({ harga: 15_000, berlaku_mulai: addDays(today(), 10) });

    expect(await seatOf(before.id, world.adult.id)).toMatchObject({ harga: 11_400 });
    expect(await seatOf(within.id, world.adult.id)).toMatchObject({
      harga: 13_000,
      ticket_price_id: rise.json().data.id,
    });
    expect(await seatOf(later.id, world.adult.id)).toMatchObject({ harga: 15_000 });
    const history = await world.api.call(
      "GET",
      `/ticket-prices?route_id=${world.route.id}&cargo_type_id=${world.adult.id}&sort_by=berlaku_mulai`,
    );
    expect(history.json().data.map((row: { harga: number }) => row.harga)).toEqual([11_400, 13_000, 15_000]);
  });

  it("adds the entry to upcoming schedules when a cargo type the ship carries gets its first price", async () => {
    const business = await world.api.create("/cargo-types", {
      kategori: "penumpang",
      nama: "Bisnis Dewasa",
      kelas: "Bisnis",
      kelompok_umur: "Dewasa",
    });
    await world.api.call("PUT", `/ship-capacities/ship/${world.ship.id}`, {
      entries: [
        { cargo_type_id: world.adult.id, kuota: 100 },
        { cargo_type_id: world.car.id, kuota: 20 },
        { cargo_type_id: business.id, kuota: 30 },
      ],
    });
    const upcoming = await sailing(3);
    expect(await seatOf(upcoming.id, business.id)).toBeUndefined();
    await price({ cargo_type_id: business.id, harga: 35_000, berlaku_mulai: today() });
    expect(await seatOf(upcoming.id, business.id)).toMatchObject({
      harga: 35_000,
      harga_muatan: null,
      kapasitas: 30,
      terjual: 0,
      sisa_kuota: 30,
    });
  });

  it("never overwrites a price a schedule uses: edit and delete are refused with 409", async () => {
    const schedule = await sailing(2);
    const used = (await seatOf(schedule.id, world.adult.id)).ticket_price_id;
    const edit = await world.api.call("PUT", `/ticket-prices/${used}`, {
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      harga: 1,
      berlaku_mulai: "2026-01-01",
    });
    expect(edit.statusCode).toBe(409);
    const removal = await world.api.call("DELETE", `/ticket-prices/${used}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      "Harga tiket tidak dapat dihapus: sudah dipakai oleh 1 jadwal. Tambahkan harga baru dengan tanggal berlaku baru.",
    );
    const future = await price({ harga: 12_000, berlaku_mulai: addDays(today(), 60) });
    expect((await world.api.call("DELETE", `/ticket-prices/${future.json().data.id}`)).statusCode).toBe(200);
  });

  it("checks the values with Indonesian messages", async () => {
    const twice = await price({ harga: 12_000, berlaku_mulai: "2026-01-01" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      berlaku_mulai: ["Sudah ada harga untuk rute dan jenis muatan ini pada tanggal berlaku tersebut"],
    });
    const unloaded = await price({ cargo_type_id: world.car.id, harga: 1, berlaku_mulai: "2026-06-01" });
    expect(unloaded.json().errors).toEqual({ harga_muatan: ["Harga muatan wajib diisi untuk kendaraan"] });
    const empty = await world.api.call("POST", "/ticket-prices", { harga: "", berlaku_mulai: "2026-02-30" });
    expect(empty.json().errors).toMatchObject({
      route_id: ["Rute wajib dipilih"],
      cargo_type_id: ["Jenis muatan wajib dipilih"],
      harga: ["Harga wajib diisi"],
      berlaku_mulai: ["Tanggal berlaku tidak valid"],
    });
    const negative = await price({ harga: -5, berlaku_mulai: "2026-06-01" });
    expect(negative.json().errors).toEqual({ harga: ["Harga tidak boleh negatif"] });
  });

  it("keeps no loaded price for passengers", async () => {
    const created = await price({ harga: 12_000, harga_muatan: 99_000, berlaku_mulai: "2026-03-01" });
    expect(created.json().data).toMatchObject({ harga: 12_000, harga_muatan: null });
  });
});
