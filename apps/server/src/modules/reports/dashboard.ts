import type { DashboardSailing, DashboardSummary } from "@ferry/shared/reports";
import { addDays, dayRange, todayIn, weekdayOf } from "@ferry/shared/zoned-time";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { percent } from "../../lib/percent";
import { dayOf, int, KEPT_COUNTS, query, zonedClock } from "./sql-parts";

const anyOf = (held: ReadonlySet<string>, names: string[]) => names.some((name) => held.has(name));
const within = (column: SQL, start: Date, end: Date) =>
  sql`${column} >= ${start.toISOString()}::timestamptz AND ${column} < ${end.toISOString()}::timestamptz`;

const APPROVALS = [
  {
    key: "space",
    label: "ACC Space",
    path: "/booking-ekspedisi",
    permission: "edit acc space",
    sql: sql`SELECT COUNT(*)::int AS n FROM bookings WHERE status = 'pending' AND space_status = 'menunggu'`,
  },
  {
    key: "pembayaran",
    label: "ACC Pembayaran",
    path: "/booking",
    permission: "edit acc pembayaran",
    sql: sql`SELECT COUNT(*)::int AS n FROM booking_payments WHERE status = 'menunggu'`,
  },
  {
    key: "topup",
    label: "Top-up Saldo Agen",
    path: "/tambah-saldo",
    permission: "edit saldo agen",
    sql: sql`SELECT COUNT(*)::int AS n FROM agent_topups WHERE status = 'menunggu'`,
  },
  {
    key: "plafon",
    label: "Perubahan Plafon",
    path: "/history-plafon",
    permission: "approve plafon",
    sql: sql`SELECT COUNT(*)::int AS n FROM credit_limit_changes WHERE status = 'menunggu'`,
  },
  {
    key: "refund",
    label: "Refund",
    path: "/refund-penumpang",
    permission: "edit refund penumpang",
    sql: sql`SELECT COUNT(*)::int AS n FROM refunds WHERE status = 'menunggu'`,
  },
] as const;

/**
 * The staff dashboard's figures; each block only when the user may see the module it comes from:
 * sailings `view jadwal`; sales by channel and the revenue trend `view booking` or `view laporan
 * pelayaran`; scans `view scan tiket` or `view embarkasi`; each approval queue its deciding permission.
 */
export async function dashboardSummary(
  db: Database,
  held: ReadonlySet<string>,
  zone: string,
  now = new Date(),
): Promise<DashboardSummary> {
  const today = todayIn(zone, now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const sunday = addDays(monday, 6);
  const summary: DashboardSummary = { today, week: { from: monday, to: sunday } };
  const todayRange = dayRange(today, zone);

  if (held.has("view jadwal")) {
    const rows = await query<Omit<DashboardSailing, "load_factor">>(
      db,
      sql`WITH sched AS (SELECT s.id FROM schedules s
        WHERE ${within(sql`s.waktu_berangkat`, dayRange(monday, zone).start, dayRange(sunday, zone).end)})
      SELECT s.id, ${dayOf(sql`s.waktu_berangkat`, zone)} AS tanggal,
        ${zonedClock(sql`s.waktu_berangkat`, sql`po.zona_waktu`)} AS jam, r.kode_rute, k.nama AS kapal, s.status,
        ${KEPT_COUNTS}
      FROM sched JOIN schedules s ON s.id = sched.id JOIN sea_routes r ON r.id = s.route_id
      JOIN ports po ON po.id = r.port_origin_id JOIN ships k ON k.id = s.ship_id
      LEFT JOIN sailing_totals t ON t.schedule_id = s.id ORDER BY s.waktu_berangkat, s.id`,
    );
    // Counts read as numbers whatever the driver gives (a sum may arrive as a string).
    const week = rows.map((row): DashboardSailing => {
      const counts = {
        kursi: int(row.kursi),
        kursi_terjual: int(row.kursi_terjual),
        tempat_kendaraan: int(row.tempat_kendaraan),
        tempat_terjual: int(row.tempat_terjual),
      };
      return { ...row, id: int(row.id), ...counts, load_factor: percent(counts.kursi_terjual, counts.kursi) };
    });
    summary.sailings = { today: week.filter((row) => row.tanggal === today), week };
  }

  if (anyOf(held, ["view booking", "view laporan pelayaran"])) {
    const start = dayRange(addDays(today, -13), zone).start;
    const counted = sql`WITH approved AS (
        SELECT r.booking_id, SUM(r.jumlah_refund)::bigint AS refund FROM refunds r JOIN bookings b ON b.id = r.booking_id
        WHERE r.status = 'disetujui' AND ${within(sql`b.created_at`, start, todayRange.end)} GROUP BY 1)
      SELECT b.channel, ${dayOf(sql`b.created_at`, zone)} AS tanggal, COUNT(*)::int AS bookings,
        (SUM(b.total_harga) - SUM(COALESCE(a.refund, 0)))::bigint AS revenue
      FROM bookings b LEFT JOIN approved a ON a.booking_id = b.id
      WHERE ${within(sql`b.created_at`, start, todayRange.end)}
        AND (b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL))
      GROUP BY 1, 2`;
    const rows = await query<{ channel: string; tanggal: string; bookings: number; revenue: string }>(
      db,
      counted,
    );
    const channels = ["loket", "ekspedisi", "agen", "online"];
    const weekRows = rows.filter((row) => row.tanggal >= monday);
    summary.sales = {
      by_channel: channels.map((channel) => {
        const mine = weekRows.filter((row) => row.channel === channel);
        return {
          channel,
          bookings: mine.reduce((sum, row) => sum + int(row.bookings), 0),
          revenue: mine.reduce((sum, row) => sum + int(row.revenue), 0),
        };
      }),
      trend: Array.from({ length: 14 }, (_, index) => {
        const date = addDays(today, index - 13);
        return {
          date,
          revenue: rows.filter((row) => row.tanggal === date).reduce((sum, row) => sum + int(row.revenue), 0),
        };
      }),
    };
  }

  if (anyOf(held, ["view scan tiket", "view embarkasi"])) {
    const [row] = await query<Record<string, number>>(
      db,
      sql`SELECT COUNT(*) FILTER (WHERE result = 'diterima')::int AS diterima,
        COUNT(*) FILTER (WHERE result <> 'diterima')::int AS ditolak, COUNT(*)::int AS total
      FROM ticket_scans WHERE pos = 'masuk' AND ${within(sql`created_at`, todayRange.start, todayRange.end)}`,
    );
    summary.scans = { diterima: int(row?.diterima), ditolak: int(row?.ditolak), total: int(row?.total) };
  }

  const queues = APPROVALS.filter((queue) => held.has(queue.permission));
  if (queues.length > 0) {
    summary.approvals = [];
    for (const queue of queues) {
      const [row] = await query<{ n: number }>(db, queue.sql);
      summary.approvals.push({ key: queue.key, label: queue.label, path: queue.path, count: int(row?.n) });
    }
  }
  return summary;
}
