import { DISRUPTION_MESSAGES } from "@ferry/shared/disruptions";
import type { Database } from "../../db/client";
import { reschedules } from "../../db/schema/operations";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { enqueueBookingMoved } from "../notices/index";
import { applyMove } from "./move-lines";
import { planMove } from "./reschedule";
import { lockBooking } from "./status";

/** The cancelled sailing a booking leaves and the sailing it goes to, named as staff read them. */
export type MoveRoute = {
  from: { id: number; label: string; alasan: string };
  to: { id: number; label: string };
};

/**
 * Moves one affected booking off its cancelled sailing, in the caller's transaction (one per booking):
 * the whole booking (its live tickets) goes to the target with the seats taken by a sale's conditional
 * updates (a shortage refuses it and changes nothing), at the prices it was sold for, without any fee;
 * tickets re-issued, the move recorded (`reschedules`, jenis `pindah`, with the reason), logged and told
 * to the buyer. Answers the booking's code.
 */
export async function moveAffectedBooking(
  tx: Database,
  actor: Actor,
  bookingId: number,
  route: MoveRoute,
  now: Date,
): Promise<string> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.schedule_id !== route.from.id || !booking.terdampak_at || booking.status === "cancel") {
    throw new AppError("CONFLICT", DISRUPTION_MESSAGES.notAffected);
  }
  if (booking.status !== "confirmed") throw new AppError("CONFLICT", DISRUPTION_MESSAGES.notPaid);
  const move = await planMove(tx, booking, route.to.id, now);
  const catatan = `Dipindah dari jadwal ${route.from.label} ke ${route.to.label} tanpa biaya: jadwal dibatalkan (${route.from.alasan})`;
  const moved = await applyMove(tx, actor, booking, move, { catatan, charge: 0, keepPrices: true, now });
  await tx.insert(reschedules).values({
    booking_id: booking.id,
    from_schedule_id: route.from.id,
    to_schedule_id: route.to.id,
    biaya: 0,
    selisih_harga: 0,
    jenis: "pindah",
    alasan: route.from.alasan,
    created_by: actor.id,
  });
  await logActivity(tx, actor, {
    action: "booking.moved",
    description: `Booking ${booking.booking_code} dipindah dari jadwal ${route.from.label} ke ${route.to.label} (jadwal dibatalkan: ${route.from.alasan})`,
    subject_type: "booking",
    subject_id: booking.id,
    properties: { from_schedule_id: route.from.id, to_schedule_id: route.to.id, alasan: route.from.alasan },
  });
  await enqueueBookingMoved(tx, moved, {
    from: route.from.label,
    to: route.to.label,
    alasan: route.from.alasan,
  });
  return booking.booking_code;
}
