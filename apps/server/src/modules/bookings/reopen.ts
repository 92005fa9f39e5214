import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingStatusHistory, bookings } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { retakeDiscounts } from "../discounts/index";
import { usageOfBooking } from "./lines";
import { holdSeats } from "./seats-held";
import type { BookingRow } from "./status";

const SHORTAGES = new Set(["QUOTA_EXCEEDED", "SALES_LIMIT_EXCEEDED"]);

/**
 * A cancelled booking whose money arrived after all (a gateway payment notified after the expiry): takes
 * its seats again with the sale's conditional updates (inside a savepoint, so a shortage undoes only the
 * take) and puts it back to `waiting_payment` with its history, ready to be settled by the caller. Answers
 * null, changing nothing, when the seats or the channel's limit are gone. Runs on a locked row.
 */
export async function reopenCancelled(
  tx: Database,
  booking: BookingRow,
  actor: Actor,
  catatan: string,
): Promise<BookingRow | null> {
  if (booking.status !== "cancel") throw new AppError("INVALID_TRANSITION");
  const usage = await usageOfBooking(tx, booking.id);
  try {
    await tx.transaction(async (savepoint) => holdSeats(savepoint, booking, usage.seats));
  } catch (error) {
    if (error instanceof AppError && SHORTAGES.has(error.code)) return null;
    throw error;
  }
  await retakeDiscounts(tx, usage.discountUses);
  const [after] = await tx
    .update(bookings)
    .set({
      status: "waiting_payment",
      seats_held: true,
      cancelled_at: null,
      expires_at: null,
      updated_at: new Date(),
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!after) throw new AppError("NOT_FOUND");
  await tx.insert(bookingStatusHistory).values({
    booking_id: booking.id,
    from_status: "cancel",
    to_status: "waiting_payment",
    user_id: actor.id,
    username: actor.username ?? "sistem",
    catatan,
  });
  return after;
}
