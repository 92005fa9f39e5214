import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { ports, seaRoutes } from "../../db/schema/voyage";
import { type ListQuery, pageMeta } from "../../lib/list-sql";
import { presentSchedules, type ReferenceLookups } from "./present";

export type ScheduleFilters = ListQuery & {
  route_id?: number;
  ship_id?: number;
  origin_port_id?: number;
  destination_port_id?: number;
  cargo_type_id?: number;
  /** A calendar day in the origin port's own zone. */
  date?: string;
  status?: string;
  /** Any of these statuses (public lists: only what can still be sailed). */
  statuses?: string[];
  /** Only departures at or after this instant (public lists hide past sailings). */
  from?: Date;
};

/** Lists schedules with their seats; `date` is read in each route's origin-port zone. */
export async function listSchedules(db: Database, query: ScheduleFilters, lookups?: ReferenceLookups) {
  const conditions: (SQL | undefined)[] = [
    query.route_id ? eq(schedules.route_id, query.route_id) : undefined,
    query.ship_id ? eq(schedules.ship_id, query.ship_id) : undefined,
    query.status ? eq(schedules.status, query.status) : undefined,
    query.statuses ? inArray(schedules.status, query.statuses) : undefined,
    query.origin_port_id ? eq(seaRoutes.port_origin_id, query.origin_port_id) : undefined,
    query.destination_port_id ? eq(seaRoutes.port_destination_id, query.destination_port_id) : undefined,
    query.date
      ? sql`(${schedules.waktu_berangkat} at time zone ${ports.zona_waktu})::date = ${query.date}::date`
      : undefined,
    query.from ? sql`${schedules.waktu_berangkat} >= ${query.from.toISOString()}` : undefined,
    query.cargo_type_id
      ? exists(
          db
            .select({ one: sql`1` })
            .from(scheduleQuotas)
            .where(
              and(
                eq(scheduleQuotas.schedule_id, schedules.id),
                eq(scheduleQuotas.cargo_type_id, query.cargo_type_id),
              ),
            ),
        )
      : undefined,
  ];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      sql`(${seaRoutes.kode_rute} ilike ${pattern} or ${seaRoutes.nama_rute} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({ schedule: schedules })
      .from(schedules)
      .innerJoin(seaRoutes, eq(seaRoutes.id, schedules.route_id))
      .innerJoin(ports, eq(ports.id, seaRoutes.port_origin_id));
  const [total] = await db
    .select({ total: count() })
    .from(schedules)
    .innerJoin(seaRoutes, eq(seaRoutes.id, schedules.route_id))
    .innerJoin(ports, eq(ports.id, seaRoutes.port_origin_id))
    .where(where);
  const column = query.sort_by === "status" ? schedules.status : schedules.waktu_berangkat;
  const rows = await base()
    .where(where)
    .orderBy(query.sort_dir === "desc" ? desc(column) : asc(column), asc(schedules.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    rows: await presentSchedules(
      db,
      rows.map((row) => row.schedule),
      lookups,
    ),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
