import {
  type GatewayReconciliation,
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
} from "@ferry/shared/payment-gateway";
import type { ReportColumn } from "@ferry/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Period } from "../reports/index";
import { dayOf, query, table, within } from "../reports/index";

type Row = Record<string, string | number | null>;
const column =
  (kind: ReportColumn["kind"]) =>
  (key: string, label: string): ReportColumn => ({ key, label, kind });
const [text, num, money] = [column("text"), column("number"), column("money")];

/**
 * Each charge in one state: `lunas` (its money confirmed the booking), `selisih` (another amount was paid),
 * `refund` (paid after the booking was paid otherwise or its seats were gone: the money goes back),
 * `menunggu` (open at the gateway), `kedaluwarsa` (ended without money: expired, cancelled, denied, failed).
 */
const STATE = sql`CASE
  WHEN c.booking_payment_id IS NOT NULL THEN 'lunas'
  WHEN c.flag = 'selisih_nominal' THEN 'selisih'
  WHEN c.flag = 'perlu_refund' THEN 'refund'
  WHEN c.status IN ('membuat', 'pending') THEN 'menunggu'
  ELSE 'kedaluwarsa' END`;

/** What a charge weighs in its state: the money received, else the amount charged. */
const AMOUNT = sql`COALESCE(c.paid_amount, c.gross_amount)`;

/** Where the gateway and the booking disagree, in words; null where they agree. */
const PROBLEM = sql`CASE
  WHEN c.flag IS NOT NULL THEN COALESCE(c.flag_note, c.flag)
  WHEN c.booking_payment_id IS NOT NULL AND b.status NOT IN ('paid', 'confirmed')
    THEN 'dibayar di gateway, booking tidak lagi lunas'
  END`;

function perDay(db: Database, period: Period) {
  const columns: SQL[] = RECONCILIATION_STATES.flatMap((state) => [
    sql`COUNT(*) FILTER (WHERE ${STATE} = ${state})::int AS ${sql.identifier(state)}`,
    sql`COALESCE(SUM(${AMOUNT}) FILTER (WHERE ${STATE} = ${state}), 0)::bigint AS ${sql.identifier(`${state}_jumlah`)}`,
  ]);
  return query<Row>(
    db,
    sql`SELECT ${dayOf(sql`c.created_at`, period.zone)} AS tanggal, COUNT(*)::int AS transaksi,
      ${sql.join(columns, sql`, `)}
    FROM payment_gateway_transactions c
    WHERE ${within(sql`c.created_at`, period)}
    GROUP BY 1 ORDER BY 1`,
  );
}

function mismatches(db: Database, period: Period) {
  return query<Row>(
    db,
    sql`SELECT ${dayOf(sql`c.created_at`, period.zone)} AS tanggal, c.order_id, b.booking_code AS kode_booking,
      b.status AS status_booking, c.gross_amount AS tagihan, COALESCE(c.paid_amount, 0) AS dibayar,
      ${PROBLEM} AS masalah, CASE WHEN c.resolved_at IS NULL THEN 'Belum' ELSE 'Sudah' END AS ditangani
    FROM payment_gateway_transactions c JOIN bookings b ON b.id = c.booking_id
    WHERE ${within(sql`c.created_at`, period)} AND ${PROBLEM} IS NOT NULL
    ORDER BY c.created_at, c.id`,
  );
}

/**
 * The gateway's payments against the bookings over the operator's days of [from, to] (decision 035): per
 * day of the order (operator's zone) the count and the sum in rupiah of each state, and the list of charges
 * where the gateway and the booking disagree (another amount, money to send back, a paid booking that is no
 * longer paid) with whether finance dealt with them. Read-only.
 */
export async function gatewayReconciliation(db: Database, period: Period): Promise<GatewayReconciliation> {
  const [days, problems] = await Promise.all([perDay(db, period), mismatches(db, period)]);
  const stateColumns = RECONCILIATION_STATES.flatMap((state) => [
    num(state, RECONCILIATION_STATE_LABELS[state]),
    money(`${state}_jumlah`, `${RECONCILIATION_STATE_LABELS[state]} (Rp)`),
  ]);
  return {
    from: period.from,
    to: period.to,
    days: table(
      "Rekonsiliasi Pembayaran Online per Hari",
      [text("tanggal", "Tanggal"), num("transaksi", "Transaksi"), ...stateColumns],
      days,
    ),
    mismatches: table(
      "Selisih Gateway dan Booking",
      [
        text("tanggal", "Tanggal"),
        text("order_id", "Order ID"),
        text("kode_booking", "Kode Booking"),
        text("status_booking", "Status Booking"),
        money("tagihan", "Tagihan"),
        money("dibayar", "Dibayar"),
        text("masalah", "Masalah"),
        text("ditangani", "Ditangani"),
      ],
      problems,
    ),
  };
}
