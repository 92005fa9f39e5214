import {
  NOTICE_ADMIN_MESSAGES,
  NOTICE_CHANNEL_LABELS,
  type NoticeChannel,
  type NoticeTestInput,
  type noticeListQuery,
  RESENDABLE_STATUSES,
} from "@ferry/shared/notices";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { notices } from "../../db/schema/notices";
import { AppError } from "../../lib/app-error";
import { listOrder, pageMeta, searchCondition } from "../../lib/list-sql";
import { type Actor, logActivity } from "../activity-log/index";
import { enqueueNotice, type NoticeRow } from "./outbox";
import type { StoredText } from "./texts";

/**
 * The back-office side of the outbox (`/notifikasi-keluar`): the list newest first, sending one failed or
 * unsent notice again, and a test notice on a channel. Both changes are logged.
 */

const SORTS = { created_at: notices.created_at, status: notices.status, attempts: notices.attempts };

type NoticeListQuery = z.output<typeof noticeListQuery>;

function listFilter(query: NoticeListQuery): SQL | undefined {
  return and(
    query.status ? eq(notices.status, query.status) : undefined,
    query.channel ? eq(notices.channel, query.channel) : undefined,
    searchCondition(query.search, [notices.recipient, bookings.booking_code]),
  );
}

export async function listNotices(db: Database, query: NoticeListQuery) {
  const where = listFilter(query);
  const [total] = await db
    .select({ total: count() })
    .from(notices)
    .leftJoin(bookings, eq(bookings.id, notices.booking_id))
    .where(where);
  const order = listOrder({ ...query, sort_dir: query.sort_by ? query.sort_dir : "desc" }, SORTS, notices.id);
  const rows = await db
    .select({
      id: notices.id,
      kind: notices.kind,
      channel: notices.channel,
      recipient: notices.recipient,
      subject: notices.subject,
      status: notices.status,
      reason: notices.reason,
      attempts: notices.attempts,
      booking_code: bookings.booking_code,
      created_at: notices.created_at,
      sent_at: notices.sent_at,
      next_attempt_at: notices.next_attempt_at,
    })
    .from(notices)
    .leftJoin(bookings, eq(bookings.id, notices.booking_id))
    .where(where)
    .orderBy(order, notices.id)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, meta: pageMeta(query, total?.total ?? 0) };
}

/** Puts a `gagal` or `tidak_dikirim` notice back to `menunggu`, due now; its attempts are kept. */
export function resendNotice(db: Database, actor: Actor, id: number): Promise<NoticeRow> {
  return db.transaction(async (tx) => {
    const [notice] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
    if (!notice) throw new AppError("NOT_FOUND", NOTICE_ADMIN_MESSAGES.notFound);
    if (!(RESENDABLE_STATUSES as readonly string[]).includes(notice.status)) {
      throw new AppError("INVALID_TRANSITION", NOTICE_ADMIN_MESSAGES.notResendable);
    }
    const [row] = await tx
      .update(notices)
      .set({ status: "menunggu", reason: null, next_attempt_at: new Date(), claimed_at: null })
      .where(eq(notices.id, id))
      .returning();
    await logActivity(tx, actor, {
      action: "notice.resent",
      description: `Notifikasi #${id} ke ${notice.recipient} dikirim ulang`,
      subject_type: "notice",
      subject_id: id,
      properties: { status: notice.status, reason: notice.reason, attempts: notice.attempts },
    });
    return row as NoticeRow;
  });
}

const testText = (channel: NoticeChannel): StoredText => ({
  subject: "Notifikasi tes",
  content: {
    greeting: "Halo,",
    paragraphs: [
      `Ini adalah notifikasi tes. Jika Anda menerimanya, pengiriman ${NOTICE_CHANNEL_LABELS[channel]} sudah berfungsi.`,
    ],
    facts: [],
    closing: [],
  },
});

/**
 * Enqueues a test notice on one channel (to check its settings): an e-mail address, or a phone number by
 * WhatsApp or SMS. Delivered like any notice, so an unset channel shows 'tidak dikirim' with its reason.
 */
export function sendTestNotice(db: Database, actor: Actor, input: NoticeTestInput): Promise<NoticeRow> {
  const text = testText(input.channel);
  return db.transaction(async (tx) => {
    const row = await enqueueNotice(tx, {
      kind: "test",
      channel: input.channel,
      recipient: input.recipient,
      subject: text.subject,
      payload: { content: text.content },
    });
    await logActivity(tx, actor, {
      action: "notice.test_sent",
      description: `Notifikasi tes ${NOTICE_CHANNEL_LABELS[input.channel]} ke ${input.recipient} dijadwalkan`,
      subject_type: "notice",
      subject_id: row.id,
      properties: { channel: input.channel },
    });
    return row;
  });
}
