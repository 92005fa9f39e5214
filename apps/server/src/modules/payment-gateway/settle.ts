import { GATEWAY_FLAG_LABELS, type GatewayFlag } from "@ferry/shared/payment-gateway";
import type { Database } from "../../db/client";
import { type Actor, logActivity } from "../activity-log/index";
import type { BookingRow } from "../bookings/index";
import { addPayment, reopenCancelled, settleIfPaid } from "../bookings/index";
import { notifyHolders } from "../notifications/index";
import type { GatewayState } from "../online-booking/index";
import { findSchedule } from "../schedules/index";
import { gatewayFlagNote, rupiah } from "./notes";
import { type GatewayRow, updateCharge } from "./store";

/** The gateway acts as nobody on staff: its changes are logged as 'midtrans'. */
export const GATEWAY_ACTOR: Actor = { id: null, username: "midtrans", ip: null, user_agent: null };

/** A sailing a cancelled booking may come back to: not cancelled, not gone. */
async function sailingOpen(tx: Database, booking: BookingRow, now: Date): Promise<boolean> {
  const schedule = await findSchedule(tx, booking.schedule_id);
  return ["terjadwal", "boarding"].includes(schedule.status) && new Date(schedule.waktu_berangkat) > now;
}

type Columns = Partial<GatewayRow>;

/** Keeps the money out of the booking and tells finance (a flag on the charge, a note, the log). */
async function flag(
  tx: Database,
  row: GatewayRow,
  booking: BookingRow,
  columns: Columns,
  kind: GatewayFlag,
  reason: string,
): Promise<void> {
  await updateCharge(tx, row.id, { ...columns, flag: kind, flag_note: reason });
  await logActivity(tx, GATEWAY_ACTOR, {
    action: "payment_gateway.flagged",
    description: `Booking ${booking.booking_code}: pembayaran online ${GATEWAY_FLAG_LABELS[kind].toLowerCase()} — ${reason}`,
    subject_type: "booking",
    subject_id: booking.id,
    properties: { order_id: row.order_id, flag: kind, amount: columns.paid_amount },
  });
  await notifyHolders(tx, "edit acc pembayaran", gatewayFlagNote(booking, columns.paid_amount ?? 0, reason));
}

/**
 * A verified settlement of the charge, on the locked booking and charge: the money becomes an accepted
 * payment and the booking is confirmed through the sale's own path (`settleIfPaid`: tickets, e-ticket
 * notice), all in the caller's transaction. Not confirmed, and flagged for finance instead: an amount other
 * than the charge's and the booking's due (`selisih_nominal`), a booking already paid another way, or a
 * cancelled one whose seats are gone (`perlu_refund`). A cancelled booking whose seats are still free is
 * taken back first (`reopenCancelled`).
 */
export async function applySettlement(
  tx: Database,
  row: GatewayRow,
  booking: BookingRow,
  state: GatewayState,
  now = new Date(),
): Promise<void> {
  const paid = state.grossAmount;
  const columns: Columns = {
    status: state.status,
    transaction_id: state.transactionId ?? row.transaction_id,
    fraud_status: state.fraudStatus,
    paid_amount: paid,
    last_notification_at: now,
  };
  if (booking.status === "paid" || booking.status === "confirmed")
    return flag(tx, row, booking, columns, "perlu_refund", "booking sudah dibayar dengan cara lain");
  const due = booking.total_harga - (booking.status === "cancel" ? 0 : booking.total_dibayar);
  if (paid !== row.gross_amount || paid !== due)
    return flag(
      tx,
      row,
      booking,
      columns,
      "selisih_nominal",
      `dibayar ${rupiah(paid)}, tagihan ${rupiah(due)}`,
    );
  let current: BookingRow | null = booking;
  if (booking.status === "cancel") {
    current = (await sailingOpen(tx, booking, now))
      ? await reopenCancelled(
          tx,
          booking,
          GATEWAY_ACTOR,
          "Pembayaran online diterima setelah booking dibatalkan",
        )
      : null;
    if (!current)
      return flag(
        tx,
        row,
        booking,
        columns,
        "perlu_refund",
        "booking sudah dibatalkan dan kursinya tidak tersedia lagi",
      );
  }
  const { booking: after, payment } = await addPayment(tx, current, GATEWAY_ACTOR, {
    method: "midtrans",
    amount: paid,
    reference: row.order_id,
    status: "diterima",
    catatan: `Midtrans ${row.method} · ${columns.transaction_id ?? "-"}`,
  });
  await settleIfPaid(tx, after, GATEWAY_ACTOR);
  await updateCharge(tx, row.id, { ...columns, booking_payment_id: payment.id });
  await logActivity(tx, GATEWAY_ACTOR, {
    action: "booking.gateway_paid",
    description: `Booking ${booking.booking_code}: pembayaran online ${rupiah(paid)} diterima (${row.order_id})`,
    subject_type: "booking",
    subject_id: booking.id,
    properties: {
      order_id: row.order_id,
      method: row.method,
      amount: paid,
      reopened: booking.status === "cancel",
    },
  });
}
