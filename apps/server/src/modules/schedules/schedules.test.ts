import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { scheduleQuotas } from "../../db/schema/schedules";
import { type Crossing, useCrossing } from "../../test/voyage-fixtures";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(() => {
  ({ app, world } = current());
});

const schedule = (departure: string, arrival: string) => ({
  route_id: world.route.id,
  ship_id: world.ship.id,
  waktu_berangkat: departure,
  waktu_tiba: arrival,
});

describe("schedules", () => {
  it("builds price entries from the ship's capacity and the route's prices; sisa_kuota = kapasitas - terjual", async () => {
    const created = await world.api.create(
      "/schedules",
      schedule("2026-12-01T01:00:00Z", "2026-12-01T01:45:00Z"),
    );
    const seats = created.available_seats as {
      cargo_type: { nama: string };
      kapasitas: number;
      harga: number;
      harga_muatan: number | null;
      sisa_kuota: number;
      id: number;
    }[];
    expect(
      seats.map((seat) => [
        seat.cargo_type.nama,
        seat.kapasitas,
        seat.harga,
        seat.harga_muatan,
        seat.sisa_kuota,
      ]),
    ).toEqual([
      ["Dewasa", 100, 11400, null, 100],
      ["Mobil", 20, 200000, 230000, 20],
    ]);
    expect(created.duration_minutes).toBe(45);
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 7 })
      .where(eq(scheduleQuotas.id, seats[0]?.id ?? 0));
    const again = (await world.api.call("GET", `/schedules/${created.id}`)).json().data;
    expect(again.available_seats[0]).toMatchObject({ kapasitas: 100, terjual: 7, sisa_kuota: 93 });
    expect(again.total_sisa_kuota).toBe(113);
    // The activity log names the sailing (route code, departure in its port's zone), not `Jadwal #id`.
    const [logged] = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, "schedule.created"), eq(activityLogs.subject_id, String(created.id))),
      );
    expect(logged?.description).toBe(`Jadwal ${world.route.kode_rute} 01/12/2026 08.00 WIB ditambahkan`);
  });

  it("uses the price in force on the departure day in the origin port's zone", async () => {
    await world.api.create("/ticket-prices", {
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      harga: 13000,
      berlaku_mulai: "2026-12-10",
    });
    // 23:30 WIB on 9 December is still the 9th in Ketapang (16:30 UTC).
    const before = await world.api.create(
      "/schedules",
      schedule("2026-12-09T16:30:00Z", "2026-12-09T17:15:00Z"),
    );
    const after = await world.api.create(
      "/schedules",
      schedule("2026-12-09T17:30:00Z", "2026-12-09T18:15:00Z"),
    );
    const adultPrice = (row: Record<string, unknown>) =>
      (row.available_seats as { harga: number }[])[0]?.harga;
    expect(adultPrice(before)).toBe(11400);
    expect(adultPrice(after)).toBe(13000);
  });

  it("refuses a schedule that overlaps another of the same ship", async () => {
    await world.api.create("/schedules", schedule("2026-12-01T01:00:00Z", "2026-12-01T01:45:00Z"));
    const response = await world.api.call(
      "POST",
      "/schedules",
      schedule("2026-12-01T01:30:00Z", "2026-12-01T02:15:00Z"),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.waktu_berangkat[0]).toMatch(
      /^Kapal sudah terjadwal pada 01\/12\/2026 08\.00 WIB$/,
    );
    const back = await world.api.call(
      "POST",
      "/schedules",
      schedule("2026-12-01T01:45:00Z", "2026-12-01T02:30:00Z"),
    );
    expect(back.statusCode).toBe(201);
  });

  it("refuses an arrival before the departure", async () => {
    const response = await world.api.call(
      "POST",
      "/schedules",
      schedule("2026-12-01T02:00:00Z", "2026-12-01T01:00:00Z"),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.waktu_tiba).toEqual(["Waktu tiba harus setelah waktu berangkat"]);
  });

  it("creates a week of departures in one batch, in the origin port's zone", async () => {
    const response = await world.api.call("POST", "/schedules/bulk", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      jam_berangkat: ["08:00", "14:00"],
      tanggal_mulai: "2026-12-07",
      tanggal_selesai: "2026-12-13",
      hari: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(response.statusCode).toBe(201);
    const rows = response.json().data;
    expect(rows).toHaveLength(14);
    expect(rows[0].waktu_berangkat).toBe("2026-12-07T01:00:00.000Z");
    expect(rows[0].waktu_tiba).toBe("2026-12-07T01:45:00.000Z");
  });

  it("refuses a whole batch that overlaps, listing every conflict and creating nothing", async () => {
    await world.api.create("/schedules", schedule("2026-12-08T01:30:00Z", "2026-12-08T02:15:00Z"));
    const response = await world.api.call("POST", "/schedules/bulk", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      jam_berangkat: ["08:00", "08:30"],
      tanggal_mulai: "2026-12-07",
      tanggal_selesai: "2026-12-08",
      hari: [1, 2],
    });
    expect(response.statusCode).toBe(409);
    const conflicts: string[] = response.json().errors.jadwal;
    expect(conflicts.length).toBe(4);
    expect(conflicts.join("\n")).toContain(
      "07/12/2026 08.30 WIB bertabrakan dengan keberangkatan 07/12/2026 08.00 WIB dalam daftar ini",
    );
    const list = await world.api.call("GET", "/schedules?per_page=100");
    expect(list.json().meta.total).toBe(1);
  });

  it("refuses to delete a schedule with sold seats, and deletes one without", async () => {
    const sold = await world.api.create(
      "/schedules",
      schedule("2026-12-01T01:00:00Z", "2026-12-01T01:45:00Z"),
    );
    const free = await world.api.create(
      "/schedules",
      schedule("2026-12-02T01:00:00Z", "2026-12-02T01:45:00Z"),
    );
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 1 })
      .where(eq(scheduleQuotas.schedule_id, sold.id));
    const refused = await world.api.call("DELETE", `/schedules/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Jadwal tidak dapat dihapus: sudah terjual 2 tiket. Batalkan jadwalnya saja.",
    );
    expect((await world.api.call("DELETE", `/schedules/${free.id}`)).statusCode).toBe(200);
  });

  it("filters by a calendar day in the origin port's zone, by ports and by cargo type", async () => {
    await world.api.create("/schedules", schedule("2026-12-01T16:30:00Z", "2026-12-01T17:15:00Z"));
    await world.api.create("/schedules", schedule("2026-12-01T17:30:00Z", "2026-12-01T18:15:00Z"));
    const first = await world.api.call("GET", "/schedules?date=2026-12-01");
    expect(first.json().data.map((row: { waktu_berangkat: string }) => row.waktu_berangkat)).toEqual([
      "2026-12-01T16:30:00.000Z",
    ]);
    const second = await world.api.call(
      "GET",
      `/schedules?date=2026-12-02&origin_port_id=${world.ketapang.id}&cargo_type_id=${world.car.id}`,
    );
    expect(second.json().meta.total).toBe(1);
    const none = await world.api.call("GET", `/schedules?origin_port_id=${world.gilimanuk.id}`);
    expect(none.json().meta.total).toBe(0);
    const bad = await world.api.call("GET", "/schedules?date=besok");
    expect(bad.statusCode).toBe(422);
  });
});
