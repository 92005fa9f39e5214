import { z } from "zod";
import { listQuerySchema } from "./list-query";

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

export const NOTICE_CHANNELS = ["email", "whatsapp"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
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
} as const;

export const noticeListQuery = listQuerySchema(["created_at", "status", "attempts"], {
  status: z.enum(NOTICE_STATUSES, { error: "Status notifikasi tidak dikenal" }).optional(),
  channel: z.enum(NOTICE_CHANNELS, { error: "Saluran notifikasi tidak dikenal" }).optional(),
});

export const noticeTestSchema = z.object({
  email: z
    .string({ error: NOTICE_ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: NOTICE_ADMIN_MESSAGES.emailRequired })
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: NOTICE_ADMIN_MESSAGES.emailInvalid }),
});
export type NoticeTestInput = z.infer<typeof noticeTestSchema>;

/** One row of the outbox list as the page reads it. */
export type NoticeListRow = {
  id: number;
  kind: string;
  channel: NoticeChannel;
  recipient: string;
  subject: string;
  status: NoticeStatus;
  reason: string | null;
  attempts: number;
  booking_code: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string;
};
