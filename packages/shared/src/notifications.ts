import { z } from "zod";
import { timestamp } from "./wire";

/** A staff member's own note ("Pesan"), as `/notifications` answers it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A back-office path, e.g. `/booking-ekspedisi?code=ABCD2345`; null for a note without a page. */
  link: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Notification = z.input<typeof notificationSchema>;

/** `GET /notifications/unread-count`: how many own notes are unread. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.input<typeof unreadCountSchema>;
