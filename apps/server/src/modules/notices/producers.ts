import type { Database } from "../../db/client";
import { enqueueNotice } from "./outbox";

/** What a booking notice needs of the booking row. */
export type NoticeBooking = { id: number; booking_code: string; pemesan_email: string | null };

/**
 * The e-tickets of a booking that was just confirmed, to the buyer's e-mail when one was given: in the
 * confirming transaction; the documents are rendered when it is sent (`booking-confirmation.ts`).
 */
export async function enqueueBookingConfirmation(tx: Database, booking: NoticeBooking): Promise<void> {
  const email = booking.pemesan_email?.trim();
  if (!email) return;
  await enqueueNotice(tx, {
    kind: "booking_confirmed",
    channel: "email",
    recipient: email,
    subject: `E-tiket booking ${booking.booking_code}`,
    payload: { booking_code: booking.booking_code },
    booking_id: booking.id,
  });
}
