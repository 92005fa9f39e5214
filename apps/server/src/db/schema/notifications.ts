import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A staff member's own notes ("Pesan"): approvals waiting for them, decisions on what they asked for,
 * forced logouts. `link` is a back-office path; `read_at` stays empty until the recipient reads it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    subject_type: text(),
    subject_id: text(),
    read_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.user_id, table.read_at, table.created_at)],
);
