import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Who did what, when, from where: every staff change and every sign-in event. */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().references(() => users.id, { onDelete: "set null" }),
    username: text(),
    action: text().notNull(),
    description: text().notNull(),
    subject_type: text(),
    subject_id: text(),
    properties: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    user_agent: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.created_at),
    index().on(table.user_id),
    index().on(table.action),
    // The log's search: any part of the description, the username or the action (ILIKE '%…%', pg_trgm).
    index("activity_logs_description_trgm_idx").using("gin", table.description.op("gin_trgm_ops")),
    index("activity_logs_username_trgm_idx").using("gin", table.username.op("gin_trgm_ops")),
    index("activity_logs_action_trgm_idx").using("gin", table.action.op("gin_trgm_ops")),
  ],
);
