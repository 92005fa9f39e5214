import { BOOKING_MESSAGES, type PaymentInput } from "@ferry/shared/bookings";
import { FOUR_EYES_MESSAGES } from "@ferry/shared/cashier-shifts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPayments } from "../../db/schema/bookings";
import { AppError, fieldError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";
import { type Actor, logActivity } from "../activity-log/index";
import { requireOtherApprover, shiftForPayment } from "../cashier-shifts/index";
import { useCompanyCredit } from "../expedition-companies/index";
import { enqueuePaymentRejected } from "../notices/index";
import { bookingNotes, notify, notifyHolders } from "../notifications/index";
import { salesSettings } from "../settings/index";
import { requireCanceller, requirePaymentApprover, requirePaymentRecorder } from "./access";
import { cancelLocked, overdueBookingIds } from "./cancel";
import { usageOfBooking } from "./lines";
import {
  addPaid,
  addPayment,
  hasProof,
  paymentDeadline,
  requireCounterProof,
  settleIfPaid,
} from "./payments";
import { presentBooking } from "./present";
import { holdSeats } from "./seats-held";
import { type BookingRow, lockBooking, moveStatus } from "./status";

type Caller = { auth: AuthContext; actor: Actor };

// Each action below runs in one transaction and answers the whole booking read inside it: a change that
// committed is always answered with its result (no read after the commit that could fail).

const log = (tx: Database, actor: Actor, booking: BookingRow, action: string, description: string) =>
  logActivity(tx, actor, {
    action,
    description: `Booking ${booking.booking_code}: ${description}`,
    subject_type: "booking",
    subject_id: booking.id,
  });

export async function cancelBooking(db: Database, { auth, actor }: Caller, id: number, alasan: string) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requireCanceller(auth, booking);
    if (booking.status === "confirmed") {
      throw new AppError(
        "INVALID_TRANSITION",
        "Booking yang sudah dikonfirmasi hanya dapat dibatalkan melalui refund",
      );
    }
    await cancelLocked(
      tx,
      booking,
      actor,
      alasan,
      booking.space_status === "menunggu" ? { space_status: "ditolak" } : {},
    );
    return presentBooking(tx, id);
  });
}

/** A booking waiting for payment whose deadline has not passed. */
function requireAwaitingPayment(booking: BookingRow, now = new Date()) {
  if (booking.status !== "waiting_payment") {
    throw new AppError("INVALID_TRANSITION", BOOKING_MESSAGES.invalidTransition(booking.status, "paid"));
  }
  if (booking.expires_at && booking.expires_at <= now)
    throw new AppError("INVALID_TRANSITION", BOOKING_MESSAGES.expired);
}

/**
 * Money at the counter: cash and QRIS are accepted at once (confirming when paid in full); a transfer waits
 * for approval. It belongs to the recorder's open shift; cash needs one (decision 026).
 */
export async function recordPayment(
  db: Database,
  { auth, actor }: Caller,
  id: number,
  input: PaymentInput & { amount: number },
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requirePaymentRecorder(auth, booking);
    requireAwaitingPayment(booking);
    const due = booking.total_harga - booking.total_dibayar;
    if (input.amount > due) throw fieldError("amount", BOOKING_MESSAGES.overpaid(due));
    requireCounterProof(input);
    const status = input.method === "transfer" ? "menunggu" : "diterima";
    const shift_id = await shiftForPayment(tx, auth.user.id, input.method);
    const { booking: after } = await addPayment(tx, booking, actor, { ...input, status, shift_id });
    await log(
      tx,
      actor,
      booking,
      "booking.payment_recorded",
      `pembayaran ${input.method} Rp ${input.amount.toLocaleString("id-ID")} dicatat`,
    );
    if (input.method === "transfer") {
      const approver = booking.channel === "ekspedisi" ? "edit acc ekspedisi" : "edit acc pembayaran";
      await notifyHolders(tx, approver, bookingNotes.transferWaiting(booking, input.amount), actor.id);
    }
    await settleIfPaid(tx, after, actor);
    return presentBooking(tx, id);
  });
}

async function lockWaitingPayment(tx: Database, bookingId: number, paymentId: number) {
  const [payment] = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.booking_id, bookingId)))
    .for("update");
  if (!payment) throw new AppError("NOT_FOUND", "Pembayaran tidak ditemukan");
  if (payment.status !== "menunggu") throw new AppError("CONFLICT", BOOKING_MESSAGES.paymentNotWaiting);
  return payment;
}

/**
 * Approves a recorded transfer: the money counts, and paid in full confirms the booking and issues its
 * tickets. Four eyes: never by whoever recorded it, and only with its proof (decision 026).
 */
export async function approvePayment(
  db: Database,
  { auth, actor }: Caller,
  id: number,
  paymentId: number,
  catatan: string | null,
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requirePaymentApprover(auth, booking);
    const payment = await lockWaitingPayment(tx, id, paymentId);
    const label = `Pembayaran ${payment.method} Rp ${payment.amount.toLocaleString("id-ID")} booking ${booking.booking_code}`;
    await requireOtherApprover(tx, actor, [payment.recorded_by], FOUR_EYES_MESSAGES.payment, {
      type: "booking_payment",
      id: payment.id,
      label,
    });
    if (!hasProof(payment)) throw new AppError("CONFLICT", FOUR_EYES_MESSAGES.proofMissing);
    // A transfer sent before the deadline may be approved after it (such a booking does not expire).
    requireAwaitingPayment(booking, payment.created_at);
    if (payment.amount > booking.total_harga - booking.total_dibayar) {
      throw new AppError("CONFLICT", BOOKING_MESSAGES.overpaid(booking.total_harga - booking.total_dibayar));
    }
    await tx
      .update(bookingPayments)
      .set({ status: "diterima", catatan, verified_by: actor.id, verified_at: new Date() })
      .where(eq(bookingPayments.id, payment.id));
    const after = await addPaid(tx, booking, payment.amount);
    await log(
      tx,
      actor,
      booking,
      "booking.payment_approved",
      `transfer Rp ${payment.amount.toLocaleString("id-ID")} disetujui`,
    );
    const note = bookingNotes.paymentDecided(booking, payment.amount, true, catatan);
    await notify(tx, [booking.created_by, payment.recorded_by], note, actor.id);
    await settleIfPaid(tx, after, actor);
    return presentBooking(tx, id);
  });
}

export async function rejectPayment(
  db: Database,
  { auth, actor }: Caller,
  id: number,
  paymentId: number,
  catatan: string,
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requirePaymentApprover(auth, booking);
    const payment = await lockWaitingPayment(tx, id, paymentId);
    await tx
      .update(bookingPayments)
      .set({ status: "ditolak", catatan, verified_by: actor.id, verified_at: new Date() })
      .where(eq(bookingPayments.id, paymentId));
    await log(tx, actor, booking, "booking.payment_rejected", `transfer ditolak: ${catatan}`);
    await enqueuePaymentRejected(tx, booking, payment.amount, catatan);
    const note = bookingNotes.paymentDecided(booking, payment.amount, false, catatan);
    await notify(tx, [booking.created_by, payment.recorded_by], note, actor.id);
    return presentBooking(tx, id);
  });
}

function requireSpaceWaiting(booking: BookingRow) {
  if (booking.channel !== "ekspedisi") throw new AppError("CONFLICT", BOOKING_MESSAGES.notExpedition);
  if (booking.space_status !== "menunggu" || booking.status !== "pending") {
    throw new AppError("INVALID_TRANSITION", BOOKING_MESSAGES.spaceNotWaiting);
  }
}

/**
 * Approves an expedition request's space: takes its seats now (the quota is checked again), then either
 * waits for payment or, on credit, uses the company's plafon and confirms at once.
 */
export async function approveSpace(
  db: Database,
  { actor }: Caller,
  id: number,
  decision: { on_credit: boolean; catatan: string | null },
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requireSpaceWaiting(booking);
    await holdSeats(tx, booking, (await usageOfBooking(tx, id)).seats);
    const settings = await salesSettings(tx);
    let current = await moveStatus(
      tx,
      booking,
      "waiting_payment",
      actor,
      decision.catatan ?? "Space disetujui",
      {
        seats_held: true,
        space_status: "disetujui",
        on_credit: decision.on_credit,
        expires_at: decision.on_credit ? null : paymentDeadline(settings.batas_waktu_pembayaran_menit),
      },
    );
    if (decision.on_credit && current.total_harga > 0 && current.expedition_company_id) {
      await useCompanyCredit(tx, actor, {
        company_id: current.expedition_company_id,
        amount: current.total_harga,
        booking_id: current.id,
        booking_code: current.booking_code,
      });
      current = (
        await addPayment(tx, current, actor, {
          method: "kredit",
          amount: current.total_harga,
          status: "diterima",
        })
      ).booking;
    }
    await log(
      tx,
      actor,
      booking,
      "booking.space_approved",
      decision.on_credit ? "space disetujui (kredit)" : "space disetujui",
    );
    const note = bookingNotes.spaceDecided(booking, true, decision.on_credit ? "kredit" : null);
    await notify(tx, [booking.created_by], note, actor.id);
    await settleIfPaid(tx, current, actor);
    return presentBooking(tx, id);
  });
}

export async function rejectSpace(db: Database, { actor }: Caller, id: number, catatan: string) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    requireSpaceWaiting(booking);
    await cancelLocked(tx, booking, actor, `Space ditolak: ${catatan}`, { space_status: "ditolak" });
    await notify(tx, [booking.created_by], bookingNotes.spaceDecided(booking, false, catatan), actor.id);
    return presentBooking(tx, id);
  });
}

const SYSTEM: Actor = { id: null, username: "sistem", ip: null, user_agent: null };

/** Cancels the bookings whose payment time ran out, each in its own transaction; answers how many. */
export async function expireOverdue(db: Database, now = new Date()): Promise<number> {
  let expired = 0;
  for (const id of await overdueBookingIds(db, now)) if (await expireIfOverdue(db, id, now)) expired++;
  return expired;
}

/**
 * Releases one booking whose payment deadline passed (cancelled, seats back), in its own transaction;
 * false when it no longer waits, still has time or has a transfer waiting for verification. The expiry
 * job and the gateway's status job use it.
 */
export async function expireIfOverdue(db: Database, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (booking.status !== "waiting_payment" || !booking.expires_at || booking.expires_at > now) return false;
    const [waiting] = await tx
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .where(and(eq(bookingPayments.booking_id, id), eq(bookingPayments.status, "menunggu")))
      .limit(1);
    if (waiting) return false;
    await cancelLocked(tx, booking, SYSTEM, "Batas waktu pembayaran habis");
    await notify(tx, [booking.created_by], bookingNotes.expired(booking));
    return true;
  });
}
