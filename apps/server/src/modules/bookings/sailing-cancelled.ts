import type { BookingStatus } from "@ferry/shared/bookings";
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingStatusHistory, bookings } from "../../db/schema/bookings";
import type { Actor } from "../activity-log/index";
import { enqueueScheduleCancelled } from "../notices/index";
import { hasProofWaiting } from "../online-booking/index";
import { cancelLocked } from "./cancel";
import type { BookingRow } from "./status";

/** The statuses of a booking still open on its sailing (not cancelled). */
const LIVE: BookingStatus[] = ["pending", "waiting_payment", "paid", "confirmed"];

/** What a sailing's cancellation did to its bookings (booking codes per outcome). */
export type CancellationOutcome = {
  /** Unpaid bookings cancelled, their seats given back. */
  dibatalkan: string[];
  /** Confirmed bookings kept with their money and people, waiting to be moved or refunded. */
  terdampak: string[];
  /** Unpaid bookings with a transfer waiting for verification: kept for finance to decide. */
  menunggu_verifikasi: string[];
};

/** Whether the sailing has any booking that is not cancelled (sales, requests, holds). */
export async function hasLiveBookings(db: Database, scheduleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.schedule_id, scheduleId), ne(bookings.status, "cancel")))
    .limit(1);
  return row !== undefined;
}

/** Marks a booking as hit by the cancellation (it keeps money and people) and writes it in its history. */
async function markAffected(tx: Database, booking: BookingRow, actor: Actor, catatan: string, now: Date) {
  await tx.update(bookings).set({ terdampak_at: now, updated_at: now }).where(eq(bookings.id, booking.id));
  await tx.insert(bookingStatusHistory).values({
    booking_id: booking.id,
    from_status: booking.status,
    to_status: booking.status,
    user_id: actor.id,
    username: actor.username ?? "sistem",
    catatan,
  });
}

/**
 * The bookings' side of a sailing's cancellation, in the caller's transaction. First every live booking of
 * the sailing (but those in `done`) is locked in one statement, in id order, before any seat is touched
 * (every change of a booking locks it before the seats: no deadlock). Then an unpaid one is cancelled with
 * the existing cancel (seats, limits and discounts given back), unless a transfer of it waits for
 * verification; a confirmed one, and such a waiting one, is marked affected. Every buyer with an e-mail or
 * WhatsApp number is told in this transaction (the outbox). Adds the settled ids to `done`.
 */
export async function settleCancelledSailing(
  tx: Database,
  actor: Actor,
  sailing: { id: number; label: string; alasan: string },
  done: Set<number>,
  now: Date,
): Promise<CancellationOutcome> {
  const locked = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.schedule_id, sailing.id), inArray(bookings.status, LIVE)))
    .orderBy(asc(bookings.id))
    .for("update");
  const outcome: CancellationOutcome = { dibatalkan: [], terdampak: [], menunggu_verifikasi: [] };
  const catatan = `Jadwal ${sailing.label} dibatalkan: ${sailing.alasan}`;
  for (const booking of locked.filter((row) => !done.has(row.id))) {
    done.add(booking.id);
    const waiting = booking.status !== "confirmed" && (await hasProofWaiting(tx, booking.id));
    if (booking.status === "confirmed" || waiting) {
      await markAffected(
        tx,
        booking,
        actor,
        waiting ? `${catatan} (transfer menunggu verifikasi)` : catatan,
        now,
      );
      (waiting ? outcome.menunggu_verifikasi : outcome.terdampak).push(booking.booking_code);
    } else {
      const space = booking.space_status === "menunggu" ? { space_status: "ditolak" as const } : {};
      await cancelLocked(tx, booking, actor, catatan, space);
      outcome.dibatalkan.push(booking.booking_code);
    }
    const affected = booking.status === "confirmed" || waiting;
    await enqueueScheduleCancelled(tx, booking, { sailing: sailing.label, alasan: sailing.alasan, affected });
  }
  return outcome;
}

/** The bookings still waiting on a cancelled sailing (affected, not moved, not cancelled), in id order. */
export async function affectedBookingIds(db: Database, scheduleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.schedule_id, scheduleId),
        isNotNull(bookings.terdampak_at),
        ne(bookings.status, "cancel"),
      ),
    )
    .orderBy(asc(bookings.id));
  return rows.map((row) => row.id);
}
