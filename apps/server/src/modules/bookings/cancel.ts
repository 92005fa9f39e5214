import { and, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPayments, bookings } from "../../db/schema/bookings";
import { type Actor, logActivity } from "../activity-log/index";
import { creditAgent } from "../agents/index";
import { releaseDiscounts } from "../discounts/index";
import { usageOfBooking } from "./lines";
import { freeSeats } from "./seats-held";
import { type BookingRow, moveStatus } from "./status";

/**
 * Cancels a booking that is not confirmed (a confirmed one leaves only by refund): gives back its seats,
 * its channel-limit seats and its discount uses; money taken is marked returned (an agent's balance is
 * credited back) and transfers still waiting are rejected. Runs in the caller's transaction, on a locked row.
 */
export async function cancelLocked(
  tx: Database,
  booking: BookingRow,
  actor: Actor,
  alasan: string,
  changes: Partial<BookingRow> = {},
): Promise<BookingRow> {
  const cancelled = await moveStatus(tx, booking, "cancel", actor, alasan, {
    ...changes,
    seats_held: false,
    total_dibayar: 0,
  });
  const usage = await usageOfBooking(tx, booking.id);
  if (booking.seats_held) await freeSeats(tx, booking, usage.seats);
  await releaseDiscounts(tx, usage.discountUses);
  const payments = await tx
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.booking_id, booking.id),
        inArray(bookingPayments.status, ["diterima", "menunggu"]),
      ),
    );
  for (const payment of payments) {
    if (payment.status === "diterima" && payment.method === "saldo_agen" && booking.agent_user_id) {
      await creditAgent(tx, actor, {
        agent_user_id: booking.agent_user_id,
        amount: payment.amount,
        booking_id: booking.id,
        jenis: "pembatalan",
        keterangan: `Pembatalan booking ${booking.booking_code}`,
      });
    }
    await tx
      .update(bookingPayments)
      .set({
        status: payment.status === "diterima" ? "dikembalikan" : "ditolak",
        catatan: `Booking dibatalkan: ${alasan}`,
        verified_by: actor.id,
        verified_at: new Date(),
      })
      .where(eq(bookingPayments.id, payment.id));
  }
  await logActivity(tx, actor, {
    action: "booking.cancelled",
    description: `Booking ${booking.booking_code} dibatalkan: ${alasan}`,
    subject_type: "booking",
    subject_id: booking.id,
    properties: { from_status: booking.status, alasan },
  });
  return cancelled;
}

/** The bookings waiting for payment past their deadline, without a transfer waiting for verification. */
export async function overdueBookingIds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "waiting_payment"), lte(bookings.expires_at, now)));
  const overdue = rows.map((row) => row.id);
  if (overdue.length === 0) return [];
  const waiting = await db
    .select({ booking_id: bookingPayments.booking_id })
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.booking_id, overdue), eq(bookingPayments.status, "menunggu")));
  const held = new Set(waiting.map((row) => row.booking_id));
  return overdue.filter((id) => !held.has(id));
}
