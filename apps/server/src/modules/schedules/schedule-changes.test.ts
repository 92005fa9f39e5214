import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { scheduleQuotas } from "../../db/schema/schedules";
import { type Crossing, reverseRoute, useCrossing } from "../../test/voyage-fixtures";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(() => {
  ({ app, world } = current());
});

/** Ketapang (WIB) departure `days` from today at `time`, 45 minutes. */
function slot(days: number, time = "08:00") {
  const departure = localToInstant(addDays(todayIn("Asia/Jakarta"), days), time, "Asia/Jakarta");
  return {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: departure.toISOString(),
    waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
  };
}
const sell = (scheduleId: number, terjual: number) =>
  app.database.db
    .update(scheduleQuotas)
    .set({ terjual })
    .where(and(eq(scheduleQuotas.schedule_id, scheduleId), eq(scheduleQuotas.cargo_type_id, world.adult.id)));
const adultPrice = (schedule: { available_seats: { harga: number; cargo_type: { id: number } }[] }) =>
  schedule.available_seats.find((seat) => seat.cargo_type.id === world.adult.id)?.harga;

describe("changing schedules", () => {
  it("moving an unsold sailing to another day takes that day's prices; a sold one keeps its own", async () => {
    await world.api.create("/ticket-prices", {
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      harga: 14_000,
      berlaku_mulai: addDays(todayIn("Asia/Jakarta"), 10),
    });
    const unsold = await world.api.create("/schedules", slot(3));
    const moved = await world.api.call("PUT", `/schedules/${unsold.id}`, slot(12));
    expect(moved.statusCode).toBe(200);
    expect(adultPrice(moved.json().data)).toBe(14_000);

    const sold = await world.api.create("/schedules", slot(4));
    await sell(sold.id, 3);
    const later = await world.api.call("PUT", `/schedules/${sold.id}`, slot(13));
    expect(adultPrice(later.json().data)).toBe(11_400);
    expect(later.json().data.available_seats[0]).toMatchObject({ terjual: 3, sisa_kuota: 97 });
  });

  it("refuses a new route or ship once seats are sold", async () => {
    const schedule = await world.api.create("/schedules", slot(2));
    await sell(schedule.id, 1);
    const other = await world.api.create("/ships", {
      nama: "KMP Lain",
      kode_kapal: "LAIN",
      jenis: "Ro-Ro",
      gt: 900,
      tahun: 2010,
    });
    const response = await world.api.call("PUT", `/schedules/${schedule.id}`, {
      ...slot(2),
      ship_id: other.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Rute dan kapal tidak dapat diubah: jadwal ini sudah memiliki penjualan.",
    );
  });

  it("cancels an unsold sailing with a status change; it frees the ship's time until it is restored", async () => {
    const first = await world.api.create("/schedules", slot(5));
    const cancelled = await world.api.call("PATCH", `/schedules/${first.id}/status`, { status: "batal" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe("batal");
    await world.api.create("/schedules", slot(5, "08:15"));
    const restore = await world.api.call("PATCH", `/schedules/${first.id}/status`, { status: "terjadwal" });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().errors.waktu_berangkat[0]).toMatch(
      /^Kapal sudah terjadwal pada \d{2}\/\d{2}\/\d{4} 08\.15 WIB$/,
    );
    const unknown = await world.api.call("PATCH", `/schedules/${first.id}/status`, { status: "hilang" });
    expect(unknown.json().errors).toEqual({ status: ["Status jadwal tidak dikenal"] });
  });

  it("schedules only an active ship on an active route", async () => {
    await world.api.call("PUT", `/ships/${world.ship.id}`, {
      nama: "KMP Uji",
      kode_kapal: "UJI",
      jenis: "Ro-Ro",
      gt: 1000,
      tahun: 2015,
      status_operasional: "Docking",
    });
    const response = await world.api.call("POST", "/schedules", slot(1));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ ship_id: ["Kapal berstatus Docking: tidak dapat dijadwalkan"] });
  });

  it("logs a change with the values before and after", async () => {
    const schedule = await world.api.create("/schedules", slot(2));
    await world.api.call("PUT", `/schedules/${schedule.id}`, { ...slot(2), keterangan: "Cuaca buruk" });
    const [log] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "schedule.updated"))
      .orderBy(desc(activityLogs.id));
    expect(log).toMatchObject({ subject_type: "schedule", subject_id: String(schedule.id) });
    expect(log?.properties).toMatchObject({
      before: { keterangan: null },
      after: { keterangan: "Cuaca buruk" },
    });
  });
});

describe("listing and generating schedules", () => {
  it("pages and sorts, and answers 422 to a query it cannot read", async () => {
    for (const days of [1, 2, 3]) await world.api.create("/schedules", slot(days));
    const page = await world.api.call("GET", "/schedules?per_page=2&sort_by=waktu_berangkat&sort_dir=desc");
    expect(page.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page.json().data[0].waktu_berangkat).toBe(slot(3).waktu_berangkat);
    const search = await world.api.call("GET", "/schedules?search=gilimanuk");
    expect(search.json().meta.total).toBe(3);
    expect((await world.api.call("GET", "/schedules?search=merak")).json().meta.total).toBe(0);
    expect((await world.api.call("GET", "/schedules?search=kmp%20uji")).json().meta.total).toBe(3);
    for (const query of ["page=abc", "per_page=500", "date=2026-02-30", "status=hilang", "sort_by=id"]) {
      expect((await world.api.call("GET", `/schedules?${query}`)).statusCode, query).toBe(422);
    }
  });

  it("generates the chosen weekdays at wall-clock times of the origin port's zone (WITA)", async () => {
    const back = await reverseRoute(world, 50);
    // 2026-12-07 is a Monday: Mondays and Wednesdays of two weeks.
    const response = await world.api.call("POST", "/schedules/bulk", {
      route_id: back.id,
      ship_id: world.ship.id,
      jam_berangkat: ["08:00"],
      tanggal_mulai: "2026-12-07",
      tanggal_selesai: "2026-12-20",
      hari: [1, 3],
    });
    expect(response.statusCode).toBe(201);
    const rows = response.json().data;
    expect(rows.map((row: { waktu_berangkat: string }) => row.waktu_berangkat)).toEqual([
      "2026-12-07T00:00:00.000Z",
      "2026-12-09T00:00:00.000Z",
      "2026-12-14T00:00:00.000Z",
      "2026-12-16T00:00:00.000Z",
    ]);
    expect(rows[0].waktu_tiba).toBe("2026-12-07T00:50:00.000Z");
    const empty = await world.api.call("POST", "/schedules/bulk", {
      route_id: back.id,
      ship_id: world.ship.id,
      jam_berangkat: ["08:00"],
      tanggal_mulai: "2026-12-07",
      tanggal_selesai: "2026-12-07",
      hari: [0],
    });
    expect(empty.json().errors).toEqual({ hari: ["Tidak ada tanggal yang cocok dengan hari yang dipilih"] });
  });
});
