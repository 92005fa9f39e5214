import type { ReportQuery } from "@ferry/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import type { Period } from "./period";

/** Runs one read-only report query and answers its rows. */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
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
 * `counted`: the bookings that bring revenue — confirmed ones, and cancelled ones with an approved
 * refund (the part kept) — with the approved refunds of each. Needs a `sched` CTE before it.
 */
export const COUNTED_BOOKINGS = sql`
  approved AS (
    SELECT r.booking_id, SUM(r.jumlah_refund)::bigint AS refund, COUNT(*)::int AS n
    FROM refunds r WHERE r.status = 'disetujui' GROUP BY r.booking_id
  ),
  counted AS (
    SELECT b.id, b.schedule_id, b.channel, b.status, b.total_harga, COALESCE(a.refund, 0) AS refund
    FROM bookings b
    JOIN sched s ON s.id = b.schedule_id
    LEFT JOIN approved a ON a.booking_id = b.id
    WHERE b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL)
  )`;

/** `sched`: the filtered schedules with the day, route, ship and origin zone. */
export function schedCte(filters: ReportQuery, period: Period): SQL {
  return sql`
  sched AS (
    SELECT s.id, s.waktu_berangkat, s.waktu_tiba, s.status, s.route_id, s.ship_id,
      ${dayOf(sql`s.waktu_berangkat`, period.zone)} AS tanggal,
      to_char(s.waktu_berangkat AT TIME ZONE po.zona_waktu, 'HH24:MI') AS jam,
      to_char(s.waktu_tiba AT TIME ZONE pd.zona_waktu, 'HH24:MI') AS jam_tiba,
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
