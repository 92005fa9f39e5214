import type { ReportQuery } from "@ferry/shared/reports";
import { TIME_ZONE_LABELS } from "@ferry/shared/zoned-time";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import type { Period } from "./period";

/**
 * Runs one read-only report query and answers its rows, without JIT compilation: a report joins a
 * handful of per-sailing aggregates whose row estimates multiply into costs far above `jit_above_cost`,
 * and on a year of history PostgreSQL then spent seconds compiling a query that runs in milliseconds.
 * Random reads are costed as on an SSD with the report's rows in memory (`random_page_cost` 1.1, not the
 * spinning-disk default 4): a month's 124 sailings then join their kept totals by key instead of reading
 * all 36,000 of a year of history (EXPLAIN: 9.0 → 1.8 ms; a month and a year of history plan as before).
 */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('jit', 'off', true), set_config('random_page_cost', '1.1', true)`);
    return rowsOf<T>(await tx.execute(statement));
  });
}

/** Schedules departing in the period, narrowed by the route, ship and schedule filters. */
export function scheduleWhere(filters: ReportQuery, period: Period): SQL {
  const parts: SQL[] = [
    sql`s.waktu_berangkat >= ${period.start.toISOString()}::timestamptz`,
    sql`s.waktu_berangkat < ${period.end.toISOString()}::timestamptz`,
  ];
  if (filters.route_id) parts.push(sql`s.route_id = ${filters.route_id}`);
  if (filters.ship_id) parts.push(sql`s.ship_id = ${filters.ship_id}`);
  if (filters.schedule_id) parts.push(sql`s.id = ${filters.schedule_id}`);
  return sql.join(parts, sql` AND `);
}

/** The operator's day of a timestamp column, as `YYYY-MM-DD`. */
export function dayOf(column: SQL, zone: string): SQL {
  return sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
}

/**
 * The operator's day of a timestamp column as a date, to group by: grouping a year's rows by the date and
 * formatting the few groups after (`DAY_TEXT` of `per.hari`) hashes in memory, where grouping by the
 * formatted text sorted them on disk.
 */
export function dayDate(column: SQL, zone: string): SQL {
  return sql`(${column} AT TIME ZONE ${zone})::date`;
}

/** `YYYY-MM-DD` of the `hari` a `per` subquery grouped by (`dayDate`). */
export const DAY_TEXT = sql`to_char(per.hari, 'YYYY-MM-DD')`;

/** `08.00 WIB`: a timestamp's wall-clock time in a port's zone with the zone's label (never a bare `08:00`). */
export function zonedClock(column: SQL, zoneColumn: SQL): SQL {
  const labels = Object.entries(TIME_ZONE_LABELS).map(
    ([zone, label]) => sql`WHEN ${zone}::text THEN ${label}::text`,
  );
  return sql`(to_char(${column} AT TIME ZONE ${zoneColumn}, 'HH24.MI') || ' ' || CASE ${zoneColumn} ${sql.join(labels, sql` `)} ELSE ${zoneColumn} END)`;
}

/**
 * A sailing's capacity and held seats and vehicle places from its kept totals `t` (`sailing_totals`,
 * decision 051), joined to `sched` as `LEFT JOIN sailing_totals t ON t.schedule_id = s.id`.
 */
export const KEPT_COUNTS = sql`COALESCE(t.kursi, 0) AS kursi, COALESCE(t.kursi_terjual, 0) AS kursi_terjual,
  COALESCE(t.tempat_kendaraan, 0) AS tempat_kendaraan, COALESCE(t.tempat_terjual, 0) AS tempat_terjual`;

/** `sched`: the filtered schedules with the day, route, ship and origin zone. */
export function schedCte(filters: ReportQuery, period: Period): SQL {
  return sql`
  sched AS (
    SELECT s.id, s.waktu_berangkat, s.waktu_tiba, s.status, s.route_id, s.ship_id,
      ${dayOf(sql`s.waktu_berangkat`, period.zone)} AS tanggal,
      ${zonedClock(sql`s.waktu_berangkat`, sql`po.zona_waktu`)} AS jam,
      ${zonedClock(sql`s.waktu_tiba`, sql`pd.zona_waktu`)} AS jam_tiba,
      r.kode_rute, r.nama_rute, k.nama AS kapal
    FROM schedules s
    JOIN sea_routes r ON r.id = s.route_id
    JOIN ports po ON po.id = r.port_origin_id
    JOIN ports pd ON pd.id = r.port_destination_id
    JOIN ships k ON k.id = s.ship_id
    WHERE ${scheduleWhere(filters, period)}
  )`;
}

/** Integer of a driver value (bigint sums arrive as strings). */
export const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
