import { and, count, eq, exists, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { cargoTypesByIds } from "../cargo-types/index";

export async function countSchedulesOf(
  db: Database,
  of: { route_id?: number; ship_id?: number },
): Promise<number> {
  const where: SQL | undefined =
    of.route_id !== undefined
      ? eq(schedules.route_id, of.route_id)
      : of.ship_id !== undefined
        ? eq(schedules.ship_id, of.ship_id)
        : undefined;
  const [row] = await db.select({ total: count() }).from(schedules).where(where);
  return row?.total ?? 0;
}

export async function quotasUsing(
  db: Database,
  of: { ticket_price_id?: number; cargo_type_id?: number },
): Promise<number> {
  const where =
    of.ticket_price_id !== undefined
      ? eq(scheduleQuotas.ticket_price_id, of.ticket_price_id)
      : eq(scheduleQuotas.cargo_type_id, of.cargo_type_id ?? 0);
  const [row] = await db.select({ total: count() }).from(scheduleQuotas).where(where);
  return row?.total ?? 0;
}

/** SQL: the schedule (of the outer query) has a price entry for the cargo type. */
export function offersCargoType(db: Database, cargoTypeId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(scheduleQuotas)
      .where(
        and(eq(scheduleQuotas.schedule_id, schedules.id), eq(scheduleQuotas.cargo_type_id, cargoTypeId)),
      ),
  );
}

/** Sailings departing in [from, to) that are not cancelled. */
const sailing = (from: Date, to: Date) =>
  and(ne(schedules.status, "batal"), gte(schedules.waktu_berangkat, from), lt(schedules.waktu_berangkat, to));

/** Passenger seats and vehicle places apart (never one "capacity" that adds seats to car places). */
export type ShipLoad = {
  sailings: number;
  kursi: number;
  kursi_terjual: number;
  tempat_kendaraan: number;
  tempat_terjual: number;
};

/**
 * Per ship, its sailings departing in [from, to) that are not cancelled: how many, and the passenger seats
 * and vehicle places offered and held (the kind of each entry from the cargo-types module).
 */
export async function loadByShip(db: Database, from: Date, to: Date): Promise<Map<number, ShipLoad>> {
  const rows = await db
    .select({
      ship_id: schedules.ship_id,
      cargo_type_id: scheduleQuotas.cargo_type_id,
      kapasitas: sql<number>`coalesce(sum(${scheduleQuotas.kapasitas}), 0)::int`,
      terjual: sql<number>`coalesce(sum(${scheduleQuotas.terjual}), 0)::int`,
    })
    .from(schedules)
    .leftJoin(scheduleQuotas, eq(scheduleQuotas.schedule_id, schedules.id))
    .where(sailing(from, to))
    .groupBy(schedules.ship_id, scheduleQuotas.cargo_type_id);
  const kinds = await cargoTypesByIds(
    db,
    rows.flatMap((row) => (row.cargo_type_id === null ? [] : [row.cargo_type_id])),
  );
  const sailings = await sailingsByShip(db, from, to);
  const load = new Map<number, ShipLoad>();
  for (const row of rows) {
    const ship = load.get(row.ship_id) ?? {
      sailings: sailings.get(row.ship_id) ?? 0,
      kursi: 0,
      kursi_terjual: 0,
      tempat_kendaraan: 0,
      tempat_terjual: 0,
    };
    const kind = row.cargo_type_id === null ? undefined : kinds.get(row.cargo_type_id)?.kategori;
    if (kind === "penumpang") {
      ship.kursi += row.kapasitas;
      ship.kursi_terjual += row.terjual;
    } else if (kind === "kendaraan") {
      ship.tempat_kendaraan += row.kapasitas;
      ship.tempat_terjual += row.terjual;
    }
    load.set(row.ship_id, ship);
  }
  return load;
}

async function sailingsByShip(db: Database, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ ship_id: schedules.ship_id, sailings: count() })
    .from(schedules)
    .where(sailing(from, to))
    .groupBy(schedules.ship_id);
  return new Map(rows.map((row) => [row.ship_id, row.sailings]));
}
