import { and, asc, eq, inArray, isNull, lt, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { noticeAttempts, notices } from "../../db/schema/notices";
import { PROCESS_ID } from "../../lib/scheduled-job";
import { NOTICE_MESSAGES, Unsendable } from "./messages";
import type { NoticeChannel, NoticeRow } from "./outbox";

/**
 * Delivery of the outbox (decision 024). A notice is claimed alone, in a short transaction, under a row
 * lock that skips rows another run holds (`FOR UPDATE SKIP LOCKED`), and moved to `mengirim` with its
 * attempt recorded; then it is sent outside any transaction; then the outcome is recorded. A failed
 * attempt waits 1, 5, 15, then 60 minutes; the fifth failure is final (`gagal`). A notice left in
 * `mengirim` longer than the lease (the process died mid-send; on PGlite at once when the server starts
 * again, `delivery-job.ts`) goes back to `menunggu`: that attempt may have been accepted by the server,
 * so this is the one case where a notice can be sent twice.
 */

export const BACKOFF_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** Longer than the longest send (the mailer's own timeouts) and its rendering. */
export const CLAIM_LEASE_MS = 15 * 60_000;

/** Sends one notice and answers the provider's id for it; throws `Unsendable` for a notice not to send. */
export type Sender = (notice: NoticeRow) => Promise<{ providerMessageId: string }>;
/**
 * A channel sends; or is not configured (its due notices become 'tidak dikirim' with the reason); or hands
 * its due notices to another channel that goes to the same kind of address (WhatsApp to SMS).
 */
export type ChannelRoute = { send: Sender } | { unavailable: string } | { moveTo: NoticeChannel };
export type DeliveryContext = { db: Database; channels: Record<NoticeChannel, ChannelRoute> };

type Outcome =
  | { status: "terkirim"; providerMessageId: string }
  | { status: "tidak_dikirim"; reason: string }
  | { status: "gagal"; error: string };

const minutes = (count: number) => count * 60_000;

/**
 * Puts back to `menunggu` the notices claimed before `claimedBefore` and never finished (their process
 * died mid-send), their open attempt recorded `terputus`; answers how many.
 */
export async function releaseInterrupted(
  db: Database,
  claimedBefore: Date,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(notices)
      .set({
        status: "menunggu",
        claimed_at: null,
        reason: NOTICE_MESSAGES.interrupted,
        next_attempt_at: now,
      })
      .where(and(eq(notices.status, "mengirim"), lt(notices.claimed_at, claimedBefore)))
      .returning({ id: notices.id });
    if (released.length === 0) return 0;
    const ids = released.map((row) => row.id);
    await tx
      .update(noticeAttempts)
      .set({ finished_at: now, outcome: "terputus", error: NOTICE_MESSAGES.interrupted })
      .where(and(inArray(noticeAttempts.notice_id, ids), isNull(noticeAttempts.finished_at)));
    return released.length;
  });
}

const dueIn = (channels: NoticeChannel[], now: Date) =>
  and(eq(notices.status, "menunggu"), lte(notices.next_attempt_at, now), inArray(notices.channel, channels));

async function markUnavailable(db: Database, channel: NoticeChannel, reason: string, now: Date) {
  const rows = await db
    .update(notices)
    .set({ status: "tidak_dikirim", reason })
    .where(dueIn([channel], now))
    .returning({ id: notices.id });
  return rows.length;
}

async function moveDue(db: Database, from: NoticeChannel, to: NoticeChannel, now: Date) {
  await db
    .update(notices)
    .set({ channel: to })
    .where(dueIn([from], now));
}

async function claimNext(db: Database, channels: NoticeChannel[], now: Date): Promise<NoticeRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(notices)
      .where(dueIn(channels, now))
      .orderBy(asc(notices.next_attempt_at), asc(notices.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const attempt = due.attempts + 1;
    const [row] = await tx
      .update(notices)
      // The claim's own time (a run sends one notice after another): what the lease is counted from.
      .set({ status: "mengirim", claimed_at: new Date(), attempts: attempt })
      .where(and(eq(notices.id, due.id), eq(notices.status, "menunggu")))
      .returning();
    if (!row) return null;
    await tx
      .insert(noticeAttempts)
      .values({ notice_id: row.id, attempt, process_id: PROCESS_ID, started_at: new Date() });
    return row;
  });
}

function noticeChange(notice: NoticeRow, outcome: Outcome, now: Date): Partial<NoticeRow> {
  if (outcome.status === "terkirim") {
    return {
      status: "terkirim",
      reason: null,
      provider_message_id: outcome.providerMessageId,
      sent_at: new Date(),
    };
  }
  if (outcome.status === "tidak_dikirim") return { status: "tidak_dikirim", reason: outcome.reason };
  if (notice.attempts >= MAX_ATTEMPTS) {
    return { status: "gagal", reason: NOTICE_MESSAGES.gaveUp(notice.attempts, outcome.error) };
  }
  const wait = minutes(BACKOFF_MINUTES[notice.attempts - 1] ?? 60);
  return {
    status: "menunggu",
    reason: NOTICE_MESSAGES.attemptFailed(notice.attempts, outcome.error),
    next_attempt_at: new Date(now.getTime() + wait),
  };
}

/**
 * Records how the claimed attempt ended, on the attempt and on the notice, the latter only while this
 * attempt still holds it (not released and claimed again meanwhile).
 */
async function record(db: Database, notice: NoticeRow, outcome: Outcome, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ ...noticeChange(notice, outcome, now), claimed_at: null })
      .where(
        and(eq(notices.id, notice.id), eq(notices.status, "mengirim"), eq(notices.attempts, notice.attempts)),
      );
    await tx
      .update(noticeAttempts)
      .set({
        finished_at: new Date(),
        outcome: outcome.status,
        error:
          outcome.status === "gagal"
            ? outcome.error
            : outcome.status === "tidak_dikirim"
              ? outcome.reason
              : null,
        provider_message_id: outcome.status === "terkirim" ? outcome.providerMessageId : null,
      })
      .where(and(eq(noticeAttempts.notice_id, notice.id), eq(noticeAttempts.attempt, notice.attempts)));
  });
}

async function attempt(send: Sender, notice: NoticeRow): Promise<Outcome> {
  try {
    const { providerMessageId } = await send(notice);
    return { status: "terkirim", providerMessageId };
  } catch (error) {
    if (error instanceof Unsendable) return { status: "tidak_dikirim", reason: error.message };
    return { status: "gagal", error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One delivery run: releases interrupted sends, marks what an unconfigured channel cannot send, then
 * claims, sends and records up to `limit` due notices one at a time. Answers how many notices it changed.
 */
export async function deliverDue(ctx: DeliveryContext, now = new Date(), limit = 20): Promise<number> {
  let changed = await releaseInterrupted(ctx.db, new Date(now.getTime() - CLAIM_LEASE_MS), now);
  const routes = Object.entries(ctx.channels) as [NoticeChannel, ChannelRoute][];
  // Moves first, so that the channel moved to sends them in this run (counted there).
  for (const [channel, route] of routes) {
    if ("moveTo" in route) await moveDue(ctx.db, channel, route.moveTo, now);
  }
  const ready: { channel: NoticeChannel; send: Sender }[] = [];
  for (const [channel, route] of routes) {
    if ("send" in route) ready.push({ channel, send: route.send });
    else if ("unavailable" in route)
      changed += await markUnavailable(ctx.db, channel, route.unavailable, now);
  }
  const senders = new Map(ready.map((route) => [route.channel, route.send]));
  for (let sent = 0; sent < limit && senders.size > 0; sent++) {
    const notice = await claimNext(ctx.db, [...senders.keys()], now);
    if (!notice) break;
    // Claimed among the channels that send only.
    const send = senders.get(notice.channel as NoticeChannel) as Sender;
    await record(ctx.db, notice, await attempt(send, notice), now);
    changed++;
  }
  return changed;
}
