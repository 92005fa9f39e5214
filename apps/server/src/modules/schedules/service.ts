import { instantToLocal } from "@ferry/shared/zoned-time";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { AppError, fieldError } from "../../lib/app-error";
import { findRoute } from "../sea-routes/service";
import { capacityOfShip } from "../ship-capacities/service";
import { lockShip } from "../ships/service";
import { currentPrices } from "../ticket-prices/service";
import { type PresentedSchedule, presentSchedules, type ScheduleRow } from "./present";

export type ScheduleValues = {
  route_id: number;
  ship_id: number;
  waktu_berangkat: Date;
  waktu_tiba: Date;
  keterangan: string | null;
  status: string;
};

/** Schedules of the ship (not cancelled) whose time overlaps [departure, arrival). */
export async function overlapping(
  db: Database,
  shipId: number,
  departure: Date,
  arrival: Date,
  exceptId?: number,
) {
  return db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.ship_id, shipId),
        ne(schedules.status, "batal"),
        lt(schedules.waktu_berangkat, arrival),
        gt(schedules.waktu_tiba, departure),
        exceptId === undefined ? undefined : ne(schedules.id, exceptId),
      ),
    );
}

export async function checkShipAndRoute(tx: Database, values: Pick<ScheduleValues, "route_id" | "ship_id">) {
  const route = await findRoute(tx, values.route_id);
  if (!route) throw fieldError("route_id", "Rute tidak ditemukan");
  const ship = await lockShip(tx, values.ship_id);
  if (!ship) throw fieldError("ship_id", "Kapal tidak ditemukan");
  return { route, ship };
}

/** The price entries of a new schedule: the ship's capacity priced at the route's prices of the departure day. */
async function buildQuotas(tx: Database, schedule: ScheduleRow, originZone: string) {
  const departureDay = instantToLocal(schedule.waktu_berangkat, originZone).date;
  const prices = await currentPrices(tx, schedule.route_id, departureDay);
  const capacity = await capacityOfShip(tx, schedule.ship_id);
  const rows = capacity.flatMap((entry) => {
    const price = prices.get(entry.cargo_type_id);
    if (!price) return [];
    return [
      {
        schedule_id: schedule.id,
        cargo_type_id: entry.cargo_type_id,
        ticket_price_id: price.id,
        harga: price.harga,
        harga_muatan: price.harga_muatan,
        kapasitas: entry.kuota,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(scheduleQuotas).values(rows);
}

function describeConflict(row: ScheduleRow, zone: string) {
  const local = instantToLocal(row.waktu_berangkat, zone);
  return `Kapal sudah terjadwal pada ${local.date} ${local.time} (jadwal #${row.id})`;
}

/** Creates a schedule and its price entries, refusing a time that overlaps another schedule of the ship. */
export async function createSchedule(tx: Database, values: ScheduleValues): Promise<ScheduleRow> {
  const { route } = await checkShipAndRoute(tx, values);
  const clash = await overlapping(tx, values.ship_id, values.waktu_berangkat, values.waktu_tiba);
  if (clash[0]) throw fieldError("waktu_berangkat", describeConflict(clash[0], route.port_origin.zona_waktu));
  const [row] = await tx.insert(schedules).values(values).returning();
  if (!row) throw new AppError("SERVER_ERROR");
  await buildQuotas(tx, row, route.port_origin.zona_waktu);
  return row;
}

export async function findSchedule(db: Database, id: number): Promise<ScheduleRow> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return row;
}

/** Changes times, status or remarks. Route and ship are fixed once seats may have been sold on the entries. */
export async function updateSchedule(tx: Database, id: number, values: ScheduleValues) {
  const before = await findSchedule(tx, id);
  if (values.route_id !== before.route_id || values.ship_id !== before.ship_id) {
    if ((await seatsSold(tx, id)) > 0) {
      throw new AppError(
        "CONFLICT",
        "Rute dan kapal tidak dapat diubah: jadwal ini sudah memiliki penjualan.",
      );
    }
  }
  const { route } = await checkShipAndRoute(tx, values);
  if (values.status !== "batal") {
    const clash = await overlapping(tx, values.ship_id, values.waktu_berangkat, values.waktu_tiba, id);
    if (clash[0])
      throw fieldError("waktu_berangkat", describeConflict(clash[0], route.port_origin.zona_waktu));
  }
  const [after] = await tx.update(schedules).set(values).where(eq(schedules.id, id)).returning();
  if (!after) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  if (values.route_id !== before.route_id || values.ship_id !== before.ship_id) {
    await tx.delete(scheduleQuotas).where(eq(scheduleQuotas.schedule_id, id));
    await buildQuotas(tx, after, route.port_origin.zona_waktu);
  }
  return { before, after };
}

export async function seatsSold(db: Database, scheduleId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${scheduleQuotas.terjual}), 0)::int` })
    .from(scheduleQuotas)
    .where(eq(scheduleQuotas.schedule_id, scheduleId));
  return row?.total ?? 0;
}

export async function deleteSchedule(tx: Database, id: number): Promise<ScheduleRow> {
  const before = await findSchedule(tx, id);
  const sold = await seatsSold(tx, id);
  if (sold > 0) {
    throw new AppError(
      "CONFLICT",
      `Jadwal tidak dapat dihapus: sudah terjual ${sold} tiket. Batalkan jadwalnya saja.`,
    );
  }
  await tx.delete(schedules).where(eq(schedules.id, id));
  return before;
}

export async function getScheduleWithSeats(db: Database, id: number): Promise<PresentedSchedule> {
  const [presented] = await presentSchedules(db, [await findSchedule(db, id)]);
  if (!presented) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return presented;
}
