import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookingPayments, bookings, bookingVehicles, vehicleTickets } from "./bookings";
import { cashierShifts } from "./cashier-shifts";
import { refunds } from "./operations";
import { schedules } from "./schedules";
import { users } from "./users";
import { cargoTypes } from "./voyage";

/**
 * A vehicle re-measured at the gate ('Ukur Ulang') and moved to another golongan or load state (decision
 * 033): old and new class and fare, the measurements, and how the difference was settled (a payment
 * taken at the gate, or a refund record for the credit).
 */
export const vehicleReclassifications = pgTable(
  "vehicle_reclassifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    booking_vehicle_id: integer()
      .notNull()
      .references(() => bookingVehicles.id, { onDelete: "cascade" }),
    vehicle_ticket_id: integer()
      .notNull()
      .references(() => vehicleTickets.id, { onDelete: "cascade" }),
    cargo_type_lama_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    cargo_type_baru_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    golongan_lama: text(),
    golongan_baru: text().notNull(),
    tipe_lama: text().notNull(),
    tipe_baru: text().notNull(),
    harga_lama: integer().notNull(),
    harga_baru: integer().notNull(),
    /** harga_baru - harga_lama: positive is charged at the gate, negative credited. */
    selisih: integer().notNull(),
    panjang_cm: integer().notNull(),
    berat_kg: integer(),
    method: text(),
    payment_id: integer().references(() => bookingPayments.id),
    refund_id: integer().references(() => refunds.id),
    shift_id: integer().references(() => cashierShifts.id),
    created_by: integer()
      .notNull()
      .references(() => users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.schedule_id),
    index().on(table.booking_id),
    index().on(table.created_at),
    check("vehicle_reclassifications_length_positive", sql`${table.panjang_cm} > 0`),
  ],
);
