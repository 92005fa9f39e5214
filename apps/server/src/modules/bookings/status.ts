import { BOOKING_MESSAGES, type BookingStatus, canTransition } from "@ferry/shared/bookings";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { bookingStatusHistory, bookings } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";

export type BookingRow = typeof bookings.$inferSelect;

/** The booking, locked until the transaction ends (every change of a booking starts here), or 404. */
export async function lockBooking(tx: Database, id: number): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  return row;
}

/**
 * Moves a booking one legal step (`BOOKING_TRANSITIONS`), recording who and when; an illegal move is a
 * 409 INVALID_TRANSITION. `changes` are written with the status (expiry time, space decision ...).
 */
export async function moveStatus(
  tx: Database,
  booking: BookingRow,
  to: BookingStatus,
  actor: Actor,
  catatan: string | null = null,
  changes: Partial<BookingRow> = {},
): Promise<BookingRow> {
  if (!canTransition(booking.status, to)) {
    throw new AppError("INVALID_TRANSITION", BOOKING_MESSAGES.invalidTransition(booking.status, to));
  }
  const now = new Date();
  const [after] = await tx
    .update(bookings)
    .set({
      ...changes,
      status: to,
      updated_at: now,
      ...(to === "confirmed" ? { confirmed_at: now, expires_at: null } : {}),
      ...(to === "cancel" ? { cancelled_at: now, expires_at: null } : {}),
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!after) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  await tx.insert(bookingStatusHistory).values({
    booking_id: booking.id,
    from_status: booking.status,
    to_status: to,
    user_id: actor.id,
    username: actor.username ?? "sistem",
    catatan,
  });
  return after;
}

/** A step of a booking's status history. */
export type StatusStep = { from_status: string | null; to_status: string; catatan: string | null };

/** Records the steps of a new booking from nothing to its status now, in one insert, in order (rows answered). */
export async function recordSteps(tx: Database, bookingId: number, actor: Actor, steps: StatusStep[]) {
  const who = { booking_id: bookingId, user_id: actor.id, username: actor.username ?? "sistem" };
  return insertSteps(
    tx,
    steps.map((step) => ({ ...who, ...step })),
  );
}

const insertSteps = rowInserter("status_history_insert", bookingStatusHistory);
