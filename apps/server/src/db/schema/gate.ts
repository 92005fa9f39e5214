import type { ScanResult } from "@ferry/shared/gate";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { passengerTickets, vehicleTickets } from "./bookings";
import { stamp } from "./columns";
import { schedules } from "./schedules";
import { users } from "./users";

/**
 * Every scan attempt at a gate, admitted or refused: the ticket (passenger or vehicle) or, when nothing
 * matched, the raw data read; the schedule the gate boards; the gate's name; the result and the reason
 * shown; the officer and the client's nonce (a retried request with the same nonce is not a second scan).
 * A scan decided offline by a gate device and uploaded later (decision 031) carries the device, when it was
 * uploaded, and a conflict when the server found it admitted a ticket already used or no longer valid.
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
    result: text().$type<ScanResult>().notNull(),
    reason: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    nonce: text().notNull(),
    created_at: stamp().notNull().defaultNow(),
    /** The gate device's own name (`Gerbang 2 - HP Samsung`); set on scans uploaded from its offline queue. */
    device: text(),
    /** Decided on the device while offline; `created_at` is when it was scanned there. */
    offline: boolean().notNull().default(false),
    synced_at: stamp(),
    /** `dua_gerbang` (admitted again elsewhere) or `tidak_aktif` (admitted after cancel, refund or expiry). */
    conflict: text(),
    /** The earlier admission this offline admission clashes with. */
    conflict_scan_id: integer(),
  },
  (table) => [
    uniqueIndex("ticket_scans_nonce_unique").on(table.user_id, table.nonce),
    uniqueIndex("ticket_scans_offline_nonce_unique").on(table.nonce).where(sql`${table.offline}`),
    index().on(table.schedule_id, table.conflict),
    index().on(table.passenger_ticket_id, table.result),
    index().on(table.vehicle_ticket_id, table.result),
    index().on(table.schedule_id, table.created_at),
    // The dashboard's scans of today, whatever their sailing (decision 045).
    index().on(table.created_at),
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

/**
 * The gate devices that downloaded a sailing's gate list, with when they were last heard from and how many
 * offline scans they still hold: closing boarding warns about the ones that may hold unsynced scans.
 */
export const gateDevices = pgTable(
  "gate_devices",
  {
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    device: text().notNull(),
    gate: text().notNull(),
    user_id: integer().references(() => users.id),
    pending: integer().notNull().default(0),
    last_seen_at: stamp().notNull(),
  },
  (table) => [primaryKey({ columns: [table.schedule_id, table.device] })],
);
