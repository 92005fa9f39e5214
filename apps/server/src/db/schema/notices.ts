import type { NoticeChannel, NoticeStatus } from "@ferry/shared/notices";
import { index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";

/**
 * The outbox of messages to passengers and customers (e-mail, later WhatsApp), owned by
 * `modules/notices`: a producer writes its row in the transaction of the change it announces; the
 * delivery job sends it afterwards (decision 024). `status`: menunggu (due at `next_attempt_at`),
 * mengirim (claimed by a delivery run; a crash leaves it here), terkirim, gagal (attempts used up),
 * tidak_dikirim (the channel is not configured); `reason` says why for the last two.
 */
export const notices = pgTable(
  "notices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    channel: text().$type<NoticeChannel>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** What the message needs besides the booking (kind-specific). */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    booking_id: integer().references(() => bookings.id, { onDelete: "set null" }),
    status: text().$type<NoticeStatus>().notNull().default("menunggu"),
    reason: text(),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the current delivery run claimed it (status mengirim). */
    claimed_at: timestamp({ withTimezone: true }),
    provider_message_id: text(),
    sent_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.status, table.next_attempt_at),
    index().on(table.booking_id),
    index().on(table.created_at),
  ],
);

/** One row per delivery attempt of a notice: when, by which process, and how it ended. */
export const noticeAttempts = pgTable(
  "notice_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    notice_id: integer()
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    process_id: text().notNull(),
    started_at: timestamp({ withTimezone: true }).notNull(),
    finished_at: timestamp({ withTimezone: true }),
    /** terkirim, gagal, terputus (the process died mid-send), tidak_dikirim. */
    outcome: text(),
    error: text(),
    provider_message_id: text(),
  },
  (table) => [unique().on(table.notice_id, table.attempt)],
);
