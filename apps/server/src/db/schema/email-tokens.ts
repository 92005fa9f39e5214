import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Single-use tokens sent by e-mail to prove an account holder reads that address (`modules/email-tokens`,
 * decision 025). Only the token's SHA-256 is stored; `email` is the address it was sent to, so a token
 * proves nothing once the account's address has changed. `purpose`: `email_verification`.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    email: text().notNull(),
    token_hash: text().notNull().unique(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.user_id, table.purpose, table.created_at)],
);
