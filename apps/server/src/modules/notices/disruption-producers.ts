import type { Database } from "../../db/client";
import { type BookingMove, disruptionTexts, type SailingCancellation } from "./disruption-texts";
import { bookingNotice, enqueueBookingTickets, stored } from "./producers";
import type { NoticeBooking } from "./texts";

/** Tells a buyer that their sailing was cancelled, why, and what they may do (in the cancel's transaction). */
export function enqueueScheduleCancelled(tx: Database, booking: NoticeBooking, cancel: SailingCancellation) {
  const text = disruptionTexts.scheduleCancelled(booking, cancel);
  return bookingNotice(tx, booking, stored("schedule_cancelled", text));
}

/**
 * Tells a buyer that the operator moved their booking (from where, to where, why), and sends the re-issued
 * e-tickets when the sale asked for them ('Kirim e-tiket'), in the move's transaction.
 */
export async function enqueueBookingMoved(
  tx: Database,
  booking: NoticeBooking & { kirim_etiket: boolean },
  move: BookingMove,
) {
  await bookingNotice(tx, booking, stored("booking_moved", disruptionTexts.bookingMoved(booking, move)));
  await enqueueBookingTickets(tx, booking, "booking_rescheduled");
}
