import type { ReportQuery } from "@ferry/shared/reports";
import { TIME_ZONE_LABELS } from "@ferry/shared/zoned-time";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import type { Period } from "./period";

/**
 * Runs one read-only report query and answers its rows, without JIT compilation: a report joins a
 * handful of per-sailing aggregates whose row estimates multiply into costs far above `jit_above_cost`,
 * and on a year of history PostgreSQL then spent seconds compiling a query that runs in milliseconds.
 */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
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

/** `08.00 WIB`: a timestamp's wall-clock time in a port's zone with the zone's label (never a bare `08:00`). */
export function zonedClock(column: SQL, zoneColumn: SQL): SQL {
  const labels = Object.entries(TIME_ZONE_LABELS).map(
    ([zone, label]) => sql`WHEN ${zone}::text THEN ${label}::text`,
  );
  return sql`(to_char(${column} AT TIME ZONE ${zoneColumn}, 'HH24.MI') || ' ' || CASE ${zoneColumn} ${sql.join(labels, sql` `)} ELSE ${zoneColumn} END)`;
}

/**
 * `cap`: per sailing of `sched`, passenger seats and vehicle places apart (never one "capacity" that adds
 * seats to car places): capacity and held of each kind.
 */
export const CAPACITY_BY_KIND = sql`
  cap AS (
    SELECT q.schedule_id,
      COALESCE(SUM(q.kapasitas) FILTER (WHERE ct.kategori = 'penumpang'), 0)::int AS kursi,
      COALESCE(SUM(q.terjual) FILTER (WHERE ct.kategori = 'penumpang'), 0)::int AS kursi_terjual,
      COALESCE(SUM(q.kapasitas) FILTER (WHERE ct.kategori = 'kendaraan'), 0)::int AS tempat_kendaraan,
      COALESCE(SUM(q.terjual) FILTER (WHERE ct.kategori = 'kendaraan'), 0)::int AS tempat_terjual
    FROM schedule_quotas q JOIN sched s ON s.id = q.schedule_id JOIN cargo_types ct ON ct.id = q.cargo_type_id
    GROUP BY 1
  )`;

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

/**
 * A disrupted day's own lines, per sailing of `sched`: `moved` bookings moved off it to another sailing
 * (reschedules and the operator's moves; their money now counts on the target), and `fm` the approved
 * refunds of sailings the operator cancelled (force majeure, no fee) — a part of the refunds, never added
 * to them again.
 */
export const DISRUPTION_LINES = sql`
  moved AS (
    SELECT m.from_schedule_id AS schedule_id, COUNT(DISTINCT m.booking_id)::int AS n
    FROM reschedules m JOIN sched s ON s.id = m.from_schedule_id GROUP BY 1
  ),
  fm AS (
    SELECT b.schedule_id, SUM(r.jumlah_refund)::bigint AS refund
    FROM refunds r JOIN bookings b ON b.id = r.booking_id JOIN sched s ON s.id = b.schedule_id
    WHERE r.status = 'disetujui' AND s.status = 'batal' GROUP BY 1
  )`;

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
