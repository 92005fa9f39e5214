import { bookingStatusLabel } from "@ferry/shared/bookings";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { bookingHasTickets } from "../tickets/index";
import { lockBooking } from "./status";
import { issueTickets } from "./tickets";

/**
 * Issues the tickets of a confirmed booking that has none (confirmation normally does it). Idempotent:
 * tickets are issued all at once, so a booking with tickets keeps them; the booking's lock makes two
 * calls at once issue them once.
 */
export async function generateTickets(db: Database, actor: Actor, bookingId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.status !== "confirmed") {
      throw new AppError(
        "CONFLICT",
        `Tiket hanya dapat dibuat untuk booking yang sudah dikonfirmasi (status: ${bookingStatusLabel(booking.status)})`,
      );
    }
    if (await bookingHasTickets(tx, bookingId)) return false;
    await issueTickets(tx, booking);
    await logActivity(tx, actor, {
      action: "ticket.generated",
      description: `Tiket booking ${booking.booking_code} dibuat`,
      subject_type: "booking",
      subject_id: bookingId,
    });
    return true;
  });
}
