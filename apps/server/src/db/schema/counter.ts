import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { ports } from "./voyage";

/**
 * A cashier's counter defaults (issue 22, decision 030), one row per staff user: the port the counter
 * sells from (the sale form opens on its next departure with seats) and the ticket template printed
 * after a paid sale. No row: no port, thermal tickets.
 */
export const counterDefaults = pgTable("counter_defaults", {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  port_id: integer().references(() => ports.id, { onDelete: "set null" }),
  ticket_template: text().notNull().default("thermal"),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
