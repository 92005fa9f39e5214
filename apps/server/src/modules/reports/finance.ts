import type { FinanceReport, FinanceTable, ReportColumn } from "@ferry/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ExportSection } from "./export";
import type { Period } from "./period";
import { day, money, num, readableRow, summed, text } from "./report-source";
import { DAY_TEXT, dayDate, dayOf, int, query } from "./sql-parts";

type Row = Record<string, string | number | null>;

// The column makers the payment reconciliation's tables use too.
export { money, num, text };
/** A finance table: its rows made readable, numbers as integers, and the totals of every number column. */
export function table(title: string, columns: ReportColumn[], found: Row[]): FinanceTable {
  const keys = columns.filter(summed).map((column) => column.key);
  const rows = found.map((row) => ({
    ...readableRow(row),
    ...Object.fromEntries(keys.map((key) => [key, int(row[key])])),
  }));
  const totals = Object.fromEntries(
    keys.map((key) => [key, rows.reduce((sum, row) => sum + int(row[key]), 0)]),
  );
  return { title, columns, rows, totals };
}

export const within = (column: SQL, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz AND ${column} < ${period.end.toISOString()}::timestamptz`;

/**
 * The finance report over the operator's days of [from, to]: revenue by the booking's creation day, route
 * and channel (confirmed bookings, and cancelled ones with approved refunds, minus those refunds); accepted
 * payments by day and method; approved refunds by their decision day; approved agent top-ups; balances now.
 * Revenue and payments sum the hours kept summed by the database (decision 054, `revenue_hour_totals`,
 * `payment_hour_totals`): the period's bounds are whole UTC hours in the operator's zones (WIB, WITA, WIT),
 * so the hours of the period are exactly its bookings and payments. Refunds and top-ups are few: read raw.
 */
export async function financeReport(db: Database, period: Period): Promise<FinanceReport> {
  const zone = period.zone;
  const [revenue, payments, refunds, topups, balances] = await Promise.all([
    query<Row>(
      db,
      sql`SELECT ${DAY_TEXT} AS tanggal, r.kode_rute, per.kanal, per.booking, per.pendapatan_kotor, per.refund,
        (per.pendapatan_kotor - per.refund)::bigint AS pendapatan
      FROM (
        SELECT ${dayDate(sql`t.jam`, zone)} AS hari, t.route_id, t.kanal, SUM(t.booking)::int AS booking,
          SUM(t.pendapatan_kotor)::bigint AS pendapatan_kotor, SUM(t.refund)::bigint AS refund
        FROM revenue_hour_totals t WHERE ${within(sql`t.jam`, period)} GROUP BY 1, 2, 3
      ) per JOIN sea_routes r ON r.id = per.route_id ORDER BY 1, 2, 3`,
    ),
    query<Row>(
      db,
      sql`SELECT ${DAY_TEXT} AS tanggal, per.metode, per.transaksi, per.jumlah FROM (
        SELECT ${dayDate(sql`t.jam`, zone)} AS hari, t.metode, SUM(t.transaksi)::int AS transaksi,
          SUM(t.jumlah)::bigint AS jumlah
        FROM payment_hour_totals t WHERE ${within(sql`t.jam`, period)} GROUP BY 1, 2) per ORDER BY 1, 2`,
    ),
    query<Row>(
      db,
      sql`SELECT ${dayOf(sql`COALESCE(r.decided_at, r.created_at)`, zone)} AS tanggal, COALESCE(r.method, '-') AS metode,
        COUNT(*)::int AS refund, SUM(r.jumlah_kotor)::bigint AS jumlah_kotor, SUM(r.potongan)::bigint AS potongan,
        SUM(r.jumlah_refund)::bigint AS jumlah_refund
      FROM refunds r WHERE r.status = 'disetujui' AND ${within(sql`COALESCE(r.decided_at, r.created_at)`, period)}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    query<Row>(
      db,
      sql`SELECT ${dayOf(sql`COALESCE(t.decided_at, t.created_at)`, zone)} AS tanggal, u.username AS agen,
        t.method AS metode, COUNT(*)::int AS topup, SUM(t.amount)::bigint AS jumlah
      FROM agent_topups t JOIN users u ON u.id = t.agent_user_id
      WHERE t.status = 'disetujui' AND ${within(sql`COALESCE(t.decided_at, t.created_at)`, period)}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
    query<Row>(
      db,
      sql`SELECT u.username AS agen, u.nama_lengkap AS nama, a.plafon, a.saldo
      FROM agent_accounts a JOIN users u ON u.id = a.user_id ORDER BY u.username`,
    ),
  ]);
  return {
    from: period.from,
    to: period.to,
    revenue: table(
      "Pendapatan per Hari, Rute dan Kanal",
      [
        day("tanggal", "Tanggal"),
        text("kode_rute", "Rute"),
        text("kanal", "Kanal"),
        num("booking", "Booking"),
        money("pendapatan_kotor", "Pendapatan Kotor"),
        money("refund", "Refund"),
        money("pendapatan", "Pendapatan"),
      ],
      revenue,
    ),
    payments: table(
      "Pembayaran Diterima per Metode",
      [
        day("tanggal", "Tanggal"),
        text("metode", "Metode"),
        num("transaksi", "Transaksi"),
        money("jumlah", "Jumlah"),
      ],
      payments,
    ),
    refunds: table(
      "Refund Disetujui",
      [
        day("tanggal", "Tanggal"),
        text("metode", "Metode"),
        num("refund", "Refund"),
        money("jumlah_kotor", "Jumlah Kotor"),
        money("potongan", "Potongan"),
        money("jumlah_refund", "Dikembalikan"),
      ],
      refunds,
    ),
    topups: table(
      "Top-up Saldo Agen Disetujui",
      [
        day("tanggal", "Tanggal"),
        text("agen", "Agen"),
        text("metode", "Metode"),
        num("topup", "Top-up"),
        money("jumlah", "Jumlah"),
      ],
      topups,
    ),
    balances: table(
      "Saldo Agen Saat Ini",
      [text("agen", "Agen"), text("nama", "Nama"), money("plafon", "Plafon"), money("saldo", "Saldo")],
      balances,
    ),
  };
}

/** The finance report's tables as export sections. */
export function financeSections(report: FinanceReport): ExportSection[] {
  return tableSections([report.revenue, report.payments, report.refunds, report.topups, report.balances]);
}

/** Finance tables as export sections, one per table. */
export function tableSections(tables: FinanceTable[]): ExportSection[] {
  return tables.map((part) => ({
    title: part.title,
    columns: () => part.columns,
    batches: (async function* () {
      yield part.rows;
    })(),
    totals: () => part.totals,
  }));
}
