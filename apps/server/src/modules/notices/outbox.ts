import type { Database } from "../../db/client";
import { notices } from "../../db/schema/notices";

/**
 * The outbox (decision 024): a producer calls `enqueueNotice` with its own transaction handle, so the
 * notice commits with the change it announces, or not at all. The delivery job sends it afterwards.
 */

export type NoticeKind =
  | "booking_confirmed"
  | "booking_rescheduled"
  | "payment_rejected"
  | "refund_decided"
  | "password_changed"
  | "test"
  | "email_verification"
  | "password_reset"
  | "schedule_delayed"
  | "schedule_cancelled"
  | "booking_moved";
export type NoticeChannel = "email" | "whatsapp" | "sms";
export type NoticeStatus = "menunggu" | "mengirim" | "terkirim" | "gagal" | "tidak_dikirim";
export type NoticeRow = typeof notices.$inferSelect;

export type NewNotice = {
  kind: NoticeKind;
  channel: NoticeChannel;
  /** An e-mail address, or a phone number (WhatsApp or SMS). */
  recipient: string;
  subject: string;
  /** What the message needs besides the booking, read when it is composed at send time. */
  payload?: Record<string, unknown>;
  booking_id?: number | null;
};

/** Writes one notice, due at once, in the caller's transaction; answers its row. */
export async function enqueueNotice(tx: Database, notice: NewNotice): Promise<NoticeRow> {
  const [row] = await tx
    .insert(notices)
    .values({ ...notice, payload: notice.payload ?? {}, booking_id: notice.booking_id ?? null })
    .returning();
  if (!row) throw new Error("notice not written");
  return row;
}
