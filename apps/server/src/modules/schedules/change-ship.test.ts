import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { scheduleQuotas } from "../../db/schema/schedules";
import { adult, type SaleWorld, sailingOf, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

const SCHEDULER = ["view jadwal", "edit jadwal"];
type Seat = { cargo_type: { id: number }; kapasitas: number; terjual: number; sisa_kuota: number };

/** Another ship in operation carrying `grid` (cargo type id → places). */
async function shipWith(world: SaleWorld, kode: string, grid: [number, number][]) {
  const ship = await world.api.create("/ships", {
    nama: `KMP ${kode}`,
    kode_kapal: kode,
    jenis: "Ro-Ro",
    gt: 900,
    tahun: 2012,
  });
  const entries = grid.map(([cargo_type_id, kuota]) => ({ cargo_type_id, kuota }));
  const saved = await world.api.call("PUT", `/ship-capacities/ship/${ship.id}`, { entries });
  expect(saved.statusCode, saved.body).toBe(200);
  return ship;
}

describe("changing the ship of a sailing (POST /api/schedules/{id}/change-ship)", () => {
  const state = useSaleWorld();
  const sold = (cargoTypeId: number, terjual: number) => {
    const { app, world } = state();
    return app.database.db
      .update(scheduleQuotas)
      .set({ terjual })
      .where(
        and(eq(scheduleQuotas.schedule_id, world.schedule.id), eq(scheduleQuotas.cargo_type_id, cargoTypeId)),
      );
  };

  it("takes a ship that holds what is sold; the capacities follow it and the change is logged", async () => {
    const { app, world } = state();
    await sold(world.adult.id, 30);
    await sold(world.car.id, 4);
    const bigger = await shipWith(world, "BESAR", [
      [world.adult.id, 40],
      [world.car.id, 4],
    ]);
    const scheduler = await staffCaller(app, SCHEDULER);
    const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/change-ship`, {
      ship_id: bigger.id,
      alasan: "KMP Uji docking darurat",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.ship).toMatchObject({ id: bigger.id, nama: "KMP BESAR" });
    const seats = (data.available_seats as Seat[]).map((seat) => [
      seat.cargo_type.id,
      seat.kapasitas,
      seat.terjual,
      seat.sisa_kuota,
    ]);
    expect(seats).toEqual([
      [world.adult.id, 40, 30, 10],
      [world.car.id, 4, 4, 0],
    ]);
    const [logged] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "schedule.ship_changed"));
    expect(logged?.description).toContain("diganti dari KMP Uji ke KMP BESAR: KMP Uji docking darurat");
  });

  it("refuses a ship short in some classes, naming each class and by how many, and changes nothing", async () => {
    const { app, world } = state();
    await sold(world.adult.id, 30);
    await sold(world.car.id, 2);
    const small = await shipWith(world, "KECIL", [[world.adult.id, 25]]);
    const scheduler = await staffCaller(app, SCHEDULER);
    const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/change-ship`, {
      ship_id: small.id,
      alasan: "Kerusakan mesin",
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors.ship_id).toEqual(["Dewasa kurang 5", "Mobil kurang 2"]);
    expect(answer.json().message).toBe(
      "Kapasitas KMP KECIL tidak cukup untuk penjualan jadwal ini: Dewasa kurang 5, Mobil kurang 2. Pindahkan kelebihan booking lebih dulu.",
    );
    const shown = await scheduler.call("GET", `/schedules/${world.schedule.id}`);
    expect(shown.json().data.ship_id).toBe(world.ship.id);
    expect((shown.json().data.available_seats as Seat[]).map((seat) => seat.kapasitas)).toEqual([100, 20]);
  });

  it("adds the classes only the new ship carries; a class it lacks keeps no places", async () => {
    const { app, world } = state();
    const vip = await world.api.create("/cargo-types", {
      kategori: "penumpang",
      nama: "VIP",
      kelas: "VIP",
      kelompok_umur: "Dewasa",
    });
    await world.api.create("/ticket-prices", {
      route_id: world.route.id,
      cargo_type_id: vip.id,
      harga: 50_000,
      berlaku_mulai: "2026-01-01",
    });
    const passengersOnly = await shipWith(world, "PENUMPANG", [
      [world.adult.id, 300],
      [vip.id, 40],
    ]);
    const scheduler = await staffCaller(app, SCHEDULER);
    const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/change-ship`, {
      ship_id: passengersOnly.id,
      alasan: "Penggantian armada",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const seats = (answer.json().data.available_seats as Seat[]).map((seat) => [
      seat.kapasitas,
      seat.sisa_kuota,
    ]);
    expect(seats).toEqual([
      [300, 300],
      [0, 0],
      [40, 40],
    ]);
    expect(answer.json().data.available_seats[2]).toMatchObject({
      harga: 50_000,
      cargo_type: { nama: "VIP" },
    });
    const back = await scheduler.call("POST", `/schedules/${world.schedule.id}/change-ship`, {
      ship_id: world.ship.id,
      alasan: "Kapal semula siap",
    });
    expect((back.json().data.available_seats as Seat[]).map((seat) => seat.kapasitas)).toEqual([100, 20, 0]);
  });

  it("refuses the same ship, a ship busy at that time, a cancelled sailing and a caller without edit jadwal", async () => {
    const { app, world } = state();
    const scheduler = await staffCaller(app, SCHEDULER);
    const url = `/schedules/${world.schedule.id}/change-ship`;
    const same = await scheduler.call("POST", url, { ship_id: world.ship.id, alasan: "x" });
    expect(same.statusCode).toBe(422);
    const busy = await shipWith(world, "SIBUK", [[world.adult.id, 100]]);
    const departure = world.schedule.waktu_berangkat as string;
    await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: busy.id,
      waktu_berangkat: new Date(Date.parse(departure) + 10 * 60_000).toISOString(),
      waktu_tiba: new Date(Date.parse(departure) + 55 * 60_000).toISOString(),
    });
    const clash = await scheduler.call("POST", url, { ship_id: busy.id, alasan: "x" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Kapal KMP SIBUK sudah terjadwal pada KTP-GLM /);
    const viewer = await staffCaller(app, ["view jadwal"]);
    expect((await viewer.call("POST", url, { ship_id: busy.id, alasan: "x" })).statusCode).toBe(403);
    const unknown = await scheduler.call("POST", url, { ship_id: 999_999, alasan: "x" });
    expect(unknown.statusCode).toBe(422);
    const later = await sailingOf(world, 96);
    await world.api.call("PATCH", `/schedules/${later.id}/status`, { status: "batal" });
    const cancelled = await scheduler.call("POST", `/schedules/${later.id}/change-ship`, {
      ship_id: busy.id,
      alasan: "x",
    });
    expect(cancelled.statusCode).toBe(409);
  });

  it("never oversells when sales race the change to a smaller ship (real parallelism on PostgreSQL)", async () => {
    const { app, world, cashier } = state();
    const small = await shipWith(world, "RAMAI", [
      [world.adult.id, 10],
      [world.car.id, 20],
    ]);
    const scheduler = await staffCaller(app, SCHEDULER);
    const sales = Array.from({ length: 16 }, (_, index) =>
      cashier.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: `Pembeli ${index + 1}`,
        passengers: [adult(world.adultPrice, `Penumpang ${index + 1}`)],
        payment: { method: "tunai", amount: 11_400 },
      }),
    );
    const change = scheduler.call("POST", `/schedules/${world.schedule.id}/change-ship`, {
      ship_id: small.id,
      alasan: "Kapal besar rusak",
    });
    const [changed, ...answers] = await Promise.all([change, ...sales]);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    expect([200, 409], changed?.body).toContain(changed?.statusCode);
    const sellings = answers.filter((answer) => answer.statusCode === 201).length;
    const [entry] = await app.database.db
      .select()
      .from(scheduleQuotas)
      .where(
        and(
          eq(scheduleQuotas.schedule_id, world.schedule.id),
          eq(scheduleQuotas.cargo_type_id, world.adult.id),
        ),
      );
    expect(entry?.terjual).toBe(sellings);
    expect(entry?.kapasitas).toBe(changed?.statusCode === 200 ? 10 : 100);
    expect(sellings).toBeLessThanOrEqual(entry?.kapasitas ?? 0);
  });
});
