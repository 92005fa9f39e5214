import { ONLINE_BOOKING_MESSAGES, type passengerCorrectionSchema } from "@ferry/shared/online-booking";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingPayments } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import type { BookingRow } from "../bookings/index";
import { cancelLocked, correctPassengerRow } from "../bookings/index";
import { dropOpenCharges } from "../payment-gateway/index";
import { lockOwnBooking } from "./own";
import { bankTransferProvider } from "./payment-providers/bank-transfer";
import type { SubmittedProof } from "./payment-providers/provider";
import { onlineSettings } from "./settings";
import { boardingStarted, customerBookingView, isUnpaid } from "./view";

type Customer = { userId: number; actor: Actor };

/** A transfer proof of the booking waits for finance. */
export async function hasProofWaiting(tx: Database, bookingId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.booking_id, bookingId), eq(bookingPayments.status, "menunggu")))
    .limit(1);
  return row !== undefined;
}

/** The customer cancels an unpaid booking (no money taken, no proof waiting); its seats are given back. */
export async function cancelOwnBooking(db: Database, { userId, actor }: Customer, code: string) {
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, userId, code);
    if (!isUnpaid(booking, await hasProofWaiting(tx, booking.id)))
      throw new AppError("INVALID_TRANSITION", ONLINE_BOOKING_MESSAGES.cancelNotAllowed);
    await cancelLocked(tx, booking, actor, "Dibatalkan oleh pelanggan");
  });
}

/** The booking waits for payment and its deadline has not passed (else 409 with the reason). */
export function requireProofAllowed(booking: BookingRow, now: Date) {
  if (booking.status !== "waiting_payment")
    throw new AppError("INVALID_TRANSITION", ONLINE_BOOKING_MESSAGES.notWaiting);
  if (booking.expires_at && booking.expires_at <= now)
    throw new AppError("INVALID_TRANSITION", ONLINE_BOOKING_MESSAGES.expired);
}

/**
 * The customer's proof of transfer: a transfer payment waiting for verification, as at the counter.
 * Answers the customer's view of the booking, read inside the transaction (a recorded proof is answered).
 */
export async function submitOwnProof(
  db: Database,
  { userId, actor }: Customer,
  code: string,
  proof: SubmittedProof,
) {
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, userId, code);
    requireProofAllowed(booking, new Date());
    if (await hasProofWaiting(tx, booking.id))
      throw new AppError("CONFLICT", ONLINE_BOOKING_MESSAGES.proofWaiting);
    await bankTransferProvider.submitProof(tx, booking, actor, proof);
    await dropOpenCharges(tx, booking.id);
    // A proof waiting for finance offers no gateway payment.
    return customerBookingView(tx, booking.id, await onlineSettings(tx), null);
  });
}

/** Checks, before storing a file, that the booking can take a proof now (so a refused upload stores nothing). */
export async function checkProofAllowed(db: Database, userId: number, code: string) {
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, userId, code);
    requireProofAllowed(booking, new Date());
    if (await hasProofWaiting(tx, booking.id))
      throw new AppError("CONFLICT", ONLINE_BOOKING_MESSAGES.proofWaiting);
  });
}

export type PassengerCorrection = z.output<typeof passengerCorrectionSchema>;

/**
 * The customer corrects a person of their booking (name, identity, sex; never the fare) until boarding
 * of the schedule opens; logged before and after like a manifest correction.
 */
export async function correctOwnPassenger(
  db: Database,
  { userId, actor }: Customer,
  code: string,
  passengerId: number,
  input: PassengerCorrection,
) {
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, userId, code);
    if (booking.status === "cancel")
      throw new AppError("CONFLICT", ONLINE_BOOKING_MESSAGES.correctionCancelled);
    if (await boardingStarted(tx, booking.schedule_id))
      throw new AppError("CONFLICT", ONLINE_BOOKING_MESSAGES.correctionClosed);
    const where = and(eq(bookingPassengers.id, passengerId), eq(bookingPassengers.booking_id, booking.id));
    const [before] = await tx.select().from(bookingPassengers).where(where).for("update");
    if (!before) throw new AppError("NOT_FOUND", ONLINE_BOOKING_MESSAGES.passengerNotFound);
    const after = await correctPassengerRow(tx, passengerId, input);
    const fields = (row: typeof before) => ({
      nama_lengkap: row.nama_lengkap,
      jenis_identitas: row.jenis_identitas,
      nomor_identitas: row.nomor_identitas,
      jenis_kelamin: row.jenis_kelamin,
    });
    await logActivity(tx, actor, {
      action: "booking.passenger_corrected",
      description: `Koreksi data penumpang booking ${booking.booking_code} oleh pelanggan: ${before.nama_lengkap}`,
      subject_type: "booking_passenger",
      subject_id: passengerId,
      properties: {
        booking_code: booking.booking_code,
        schedule_id: booking.schedule_id,
        before: fields(before),
        after: fields(after ?? before),
      },
    });
  });
}
