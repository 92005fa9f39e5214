import { and, count, countDistinct, eq, exists, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";

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

export type ShipLoad = { sailings: number; kapasitas: number; terjual: number };

/** Per ship, its sailings departing in [from, to) that are not cancelled: how many, seats offered and held. */
export async function loadByShip(db: Database, from: Date, to: Date): Promise<Map<number, ShipLoad>> {
  const rows = await db
    .select({
      ship_id: schedules.ship_id,
      sailings: countDistinct(schedules.id),
      kapasitas: sql<number>`coalesce(sum(${scheduleQuotas.kapasitas}), 0)::int`,
      terjual: sql<number>`coalesce(sum(${scheduleQuotas.terjual}), 0)::int`,
    })
    .from(schedules)
    .leftJoin(scheduleQuotas, eq(scheduleQuotas.schedule_id, schedules.id))
    .where(
      and(
        ne(schedules.status, "batal"),
        gte(schedules.waktu_berangkat, from),
        lt(schedules.waktu_berangkat, to),
      ),
    )
    .groupBy(schedules.ship_id);
  return new Map(rows.map(({ ship_id, ...load }) => [ship_id, load]));
}
