import type { Database } from "../../db/client";
import { type EmailTokenPurpose, issueEmailToken } from "../email-tokens/index";
import { enqueueNotice, type NewNotice, type NoticeKind } from "./outbox";
import { type NoticeBooking, noticeTexts, type SailingDelay, type StoredText, ticketTexts } from "./texts";

/**
 * The producers of notices, each called inside the transaction of the change it announces. A booking
 * notice goes to `pemesan_email` and to `pemesan_telepon` (WhatsApp), each when the buyer gave it.
 */

/** A notice about a booking to its buyer: one per address given, e-mail and WhatsApp (the phone). */
export async function bookingNotice(
  tx: Database,
  booking: NoticeBooking,
  notice: Pick<NewNotice, "kind" | "subject" | "payload">,
): Promise<void> {
  const addresses = [
    { channel: "email" as const, recipient: booking.pemesan_email?.trim() },
    { channel: "whatsapp" as const, recipient: booking.pemesan_telepon?.trim() },
  ];
  for (const { channel, recipient } of addresses) {
    if (recipient) await enqueueNotice(tx, { ...notice, channel, recipient, booking_id: booking.id });
  }
}

/**
 * The e-tickets of a booking just confirmed, or just moved to another sailing (tickets re-issued); the
 * documents are rendered when it is sent (`booking-tickets.ts`). None when the sale's 'Kirim e-tiket'
 * was off.
 */
export async function enqueueBookingTickets(
  tx: Database,
  booking: NoticeBooking & { kirim_etiket: boolean },
  kind: "booking_confirmed" | "booking_rescheduled" = "booking_confirmed",
): Promise<void> {
  if (!booking.kirim_etiket) return;
  const subject = ticketTexts[kind].subject(booking.booking_code);
  await bookingNotice(tx, booking, { kind, subject, payload: { booking_code: booking.booking_code } });
}

export const stored = (kind: NoticeKind, text: StoredText) => ({
  kind,
  subject: text.subject,
  payload: { content: text.content },
});

export function enqueuePaymentRejected(
  tx: Database,
  booking: NoticeBooking,
  amount: number,
  catatan: string,
) {
  const text = noticeTexts.paymentRejected(booking, amount, catatan);
  return bookingNotice(tx, booking, stored("payment_rejected", text));
}

export function enqueueRefundDecided(
  tx: Database,
  booking: NoticeBooking,
  refund: { jumlah_refund: number; catatan: string | null },
  approved: boolean,
) {
  const text = noticeTexts.refundDecided(booking, refund, approved);
  return bookingNotice(tx, booking, stored("refund_decided", text));
}

/** Tells a buyer that their sailing leaves later (times already written in the ports' zones). */
export function enqueueScheduleDelayed(tx: Database, booking: NoticeBooking, delay: SailingDelay) {
  return bookingNotice(tx, booking, stored("schedule_delayed", noticeTexts.scheduleDelayed(booking, delay)));
}

/** Tells an account holder that their password changed (their e-mail, when the account has one). */
export async function enqueuePasswordChanged(
  tx: Database,
  user: { nama_lengkap: string; username: string; email: string | null },
): Promise<void> {
  const email = user.email?.trim();
  if (!email) return;
  const text = noticeTexts.passwordChanged(user);
  await enqueueNotice(tx, { ...stored("password_changed", text), channel: "email", recipient: email });
}

const EMAIL_LINK_TEXTS: Record<
  EmailTokenPurpose,
  (user: { nama_lengkap: string }, linkPath: string) => StoredText
> = {
  email_verification: noticeTexts.emailVerification,
  password_reset: noticeTexts.passwordReset,
};

/**
 * An e-mail carrying a fresh single-use link of `purpose` (decision 025) to the account's address: the
 * verification of a new customer's e-mail, or a password reset; the link opens the web `page`.
 */
export async function enqueueEmailLink(
  tx: Database,
  purpose: EmailTokenPurpose,
  account: { userId: number; nama_lengkap: string; email: string },
  page: string,
): Promise<void> {
  const token = await issueEmailToken(tx, purpose, account);
  const text = EMAIL_LINK_TEXTS[purpose](account, `${page}?token=${encodeURIComponent(token)}`);
  await enqueueNotice(tx, { ...stored(purpose, text), channel: "email", recipient: account.email });
}
