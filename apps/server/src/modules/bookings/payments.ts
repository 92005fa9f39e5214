import { FOUR_EYES_MESSAGES } from "@ferry/shared/cashier-shifts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { bookingPayments, bookings } from "../../db/schema/bookings";
import { AppError, fieldError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { enqueueBookingTickets } from "../notices/index";
import { type BookingRow, moveStatus } from "./status";
import { issueTickets } from "./tickets";

export type PaymentRow = typeof bookingPayments.$inferSelect;

export type NewPayment = {
  method: string;
  amount: number;
  reference?: string | null;
  bukti_url?: string | null;
  status: "menunggu" | "diterima";
  catatan?: string | null;
  /** The cashier's shift the money was taken in (counter payments; decision 026). */
  shift_id?: number | null;
};

const insertPaymentRow = rowInserter("payment_insert", bookingPayments);

/** Writes a payment row of the booking, nothing else (a sale writes the paid amount with its booking). */
export async function insertPayment(
  tx: Database,
  bookingId: number,
  actor: Actor,
  payment: NewPayment,
): Promise<PaymentRow> {
  const [row] = await insertPaymentRow(tx, [
    {
      booking_id: bookingId,
      method: payment.method,
      amount: payment.amount,
      reference: payment.reference ?? null,
      bukti_url: payment.bukti_url ?? null,
      status: payment.status,
      catatan: payment.catatan ?? null,
      shift_id: payment.shift_id ?? null,
      recorded_by: actor.id,
      ...(payment.status === "diterima" ? { verified_by: actor.id, verified_at: new Date() } : {}),
    },
  ]);
  if (!row) throw new AppError("SERVER_ERROR");
  return row;
}

/** Writes a payment row; money accepted at once (`diterima`) raises the booking's `total_dibayar`. */
export async function addPayment(
  tx: Database,
  booking: BookingRow,
  actor: Actor,
  payment: NewPayment,
): Promise<{ booking: BookingRow; payment: PaymentRow }> {
  const row = await insertPayment(tx, booking.id, actor, payment);
  if (payment.status !== "diterima") return { booking, payment: row };
  return { booking: await addPaid(tx, booking, payment.amount), payment: row };
}

/** Adds accepted money to the booking's `total_dibayar`. */
export async function addPaid(tx: Database, booking: BookingRow, amount: number): Promise<BookingRow> {
  const [after] = await tx
    .update(bookings)
    .set({ total_dibayar: sql`${bookings.total_dibayar} + ${amount}`, updated_at: new Date() })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!after) throw new AppError("NOT_FOUND");
  return after;
}

/**
 * Paid in full: `waiting_payment -> paid -> confirmed`, the tickets are issued and their e-mail to the
 * buyer is put in the outbox.
 */
export async function settleIfPaid(tx: Database, booking: BookingRow, actor: Actor): Promise<BookingRow> {
  if (booking.status !== "waiting_payment" || booking.total_dibayar < booking.total_harga) return booking;
  const paid = await moveStatus(tx, booking, "paid", actor, "Pembayaran lunas");
  const confirmed = await moveStatus(tx, paid, "confirmed", actor, "Tiket diterbitkan");
  await issueTickets(tx, confirmed);
  await enqueueBookingTickets(tx, confirmed);
  return confirmed;
}

/** Waiting for payment from now, for the configured time. */
export function paymentDeadline(minutes: number, now = new Date()): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * QRIS taken at the counter is accepted at once, so it carries its proof when it is recorded: the QRIS
 * transaction reference or a picture of the receipt (decision 026). A transfer's proof is checked when
 * it is approved (`requireProof`).
 */
export function requireCounterProof(
  payment: { method: string; reference?: string | null; bukti_url?: string | null },
  prefix = "",
): void {
  if (payment.method === "qris" && !hasProof(payment)) {
    throw fieldError(`${prefix}reference`, FOUR_EYES_MESSAGES.proofRequired);
  }
}

export function hasProof(payment: { reference?: string | null; bukti_url?: string | null }): boolean {
  return Boolean(payment.reference?.trim() || payment.bukti_url?.trim());
}
