import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { timestamp } from "./wire";

/** The outbox page `/notifikasi-keluar` (decision 024): statuses, channels, list query and test send. */
export const NOTICE_STATUSES = ["menunggu", "mengirim", "terkirim", "gagal", "tidak_dikirim"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  menunggu: "Menunggu",
  mengirim: "Mengirim",
  terkirim: "Terkirim",
  gagal: "Gagal",
  tidak_dikirim: "Tidak dikirim",
};

export const NOTICE_CHANNELS = ["email", "whatsapp", "sms"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  sms: "SMS",
};

/** Only a notice that will not be sent any more by itself may be sent again. */
export const RESENDABLE_STATUSES: readonly NoticeStatus[] = ["gagal", "tidak_dikirim"];

export const NOTICE_ADMIN_MESSAGES = {
  notFound: "Notifikasi tidak ditemukan",
  notResendable: "Hanya notifikasi yang gagal atau tidak dikirim yang dapat dikirim ulang",
  resent: "Notifikasi dijadwalkan untuk dikirim ulang",
  testQueued: "Notifikasi tes dijadwalkan untuk dikirim",
  emailRequired: "Email wajib diisi",
  emailInvalid: "Format email tidak valid",
  phoneRequired: "Nomor telepon wajib diisi",
  phoneInvalid: "Nomor telepon hanya angka, 8 sampai 15 digit, boleh diawali +",
} as const;

export const noticeListQuery = listQuerySchema(["created_at", "status", "attempts"], {
  status: z.enum(NOTICE_STATUSES, { error: "Status notifikasi tidak dikenal" }).optional(),
  channel: z.enum(NOTICE_CHANNELS, { error: "Saluran notifikasi tidak dikenal" }).optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{8,15}$/;
const M = NOTICE_ADMIN_MESSAGES;

function recipientProblem({ channel, recipient }: { channel: NoticeChannel; recipient: string }) {
  if (channel === "email")
    return !recipient ? M.emailRequired : EMAIL.test(recipient) ? null : M.emailInvalid;
  return !recipient ? M.phoneRequired : PHONE.test(recipient) ? null : M.phoneInvalid;
}

/**
 * 'Kirim tes': a test notice on one channel, to an e-mail address (email) or a phone number (whatsapp,
 * sms; spaces and dashes dropped). The field errors are under `recipient`.
 */
export const noticeTestSchema = z
  .object({
    channel: z.enum(NOTICE_CHANNELS, { error: "Saluran notifikasi tidak dikenal" }).default("email"),
    recipient: z.string({ error: "Tujuan wajib diisi" }).trim().max(200),
  })
  .transform(({ channel, recipient }) => ({
    channel,
    recipient: channel === "email" ? recipient : recipient.replace(/[\s-]/g, ""),
  }))
  .superRefine((value, context) => {
    const message = recipientProblem(value);
    if (message) context.addIssue({ code: "custom", path: ["recipient"], message });
  });
export type NoticeTestInput = z.infer<typeof noticeTestSchema>;

/** A notice in the outbox as staff see it (never its payload: reset and verification links stay inside). */
export const noticeSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(NOTICE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(NOTICE_STATUSES),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  next_attempt_at: timestamp,
});
/** One row of the outbox list: the notice and the code of its booking. */
export const noticeListRowSchema = noticeSummarySchema.extend({ booking_code: z.string().nullable() });
export type NoticeListRow = z.input<typeof noticeListRowSchema>;
