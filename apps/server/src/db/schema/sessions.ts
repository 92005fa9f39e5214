import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export type SessionEndReason =
  | "logout"
  | "concurrent_session"
  | "force_logout"
  | "deactivated"
  | "password_reset"
  /** The account holder set a new password through an e-mailed link (decision 025). */
  | "password_reset_link"
  /** An administrator revoked one gate device session on /pengguna (decision 032). */
  | "device_revoked";

/**
 * Signed-in sessions. The bearer token itself is never stored, only its SHA-256. A refresh rotates the
 * token; the previous one keeps working for a few seconds so requests already in flight succeed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text().notNull().unique(),
    previous_token_hash: text(),
    previous_valid_until: timestamp({ withTimezone: true }),
    ip: text(),
    user_agent: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_activity_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }),
    ended_reason: text().$type<SessionEndReason>(),
    /**
     * The name of a gate device session ('Gerbang 2 - HP Samsung'); null for a normal sign-in. A device
     * session holds only the gate permissions and lives beside the account's other sessions (decision 032).
     */
    perangkat: text(),
  },
  (table) => [index().on(table.user_id), index().on(table.previous_token_hash)],
);

/** Every sign-in attempt, for the limit of 5 failures per username and address in 15 minutes. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.username, table.ip, table.created_at),
    // The per-address count across usernames (password spraying).
    index().on(table.ip, table.created_at),
  ],
);
