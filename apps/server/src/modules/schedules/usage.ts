import { count, eq, type SQL } from "drizzle-orm";
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
