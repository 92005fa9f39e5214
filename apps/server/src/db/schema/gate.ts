import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { passengerTickets, vehicleTickets } from "./bookings";
import { schedules } from "./schedules";
import { users } from "./users";

const stamp = () => timestamp({ withTimezone: true });

/**
 * Every scan attempt at a gate, admitted or refused: the ticket (passenger or vehicle) or, when nothing
 * matched, the raw data read; the schedule the gate boards; the gate's name; the result and the reason
 * shown; the officer and the client's nonce (a retried request with the same nonce is not a second scan).
 */
export const ticketScans = pgTable(
  "ticket_scans",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    passenger_ticket_id: integer().references(() => passengerTickets.id, { onDelete: "set null" }),
    vehicle_ticket_id: integer().references(() => vehicleTickets.id, { onDelete: "set null" }),
    /** What the scanner read, kept only when no ticket matched (at most 200 characters). */
    raw_data: text(),
    /** How the ticket was found: `qr` (its secret) or `kode` (the printed ticket code, typed by hand). */
    metode: text(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    gate: text().notNull(),
    /** The gate this scan was made at: `masuk` (Scan Tiket) or `batal` (Scan Batal). */
    pos: text().notNull().default("masuk"),
    result: text().notNull(),
    reason: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    nonce: text().notNull(),
    created_at: stamp().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ticket_scans_nonce_unique").on(table.user_id, table.nonce),
    index().on(table.passenger_ticket_id, table.result),
    index().on(table.vehicle_ticket_id, table.result),
    index().on(table.schedule_id, table.created_at),
  ],
);

/** Boarding of a schedule: opened (needs an active master) and closed (the ship departs), by whom. */
export const scheduleBoardings = pgTable("schedule_boardings", {
  schedule_id: integer()
    .primaryKey()
    .references(() => schedules.id, { onDelete: "cascade" }),
  opened_at: stamp().notNull(),
  opened_by: integer().references(() => users.id),
  closed_at: stamp(),
  closed_by: integer().references(() => users.id),
});
