import type { FareOwner, FareRefundRule } from "@ferry/shared/fare-components";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookingPassengers, bookings, bookingVehicles } from "./bookings";
import { created } from "./columns";
import { cargoTypes, seaRoutes } from "./voyage";

/** A part of a fare beyond the transport fare, configured by the operator (decision 042). */
export const fareComponents = pgTable(
  "fare_components",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nama: text().notNull(),
    pemilik: text().$type<FareOwner>().notNull(),
    /** Who a third party's share is remitted to (e.g. 'PT Jasa Raharja'); null for the operator's own. */
    penerima: text(),
    aturan_refund: text().$type<FareRefundRule>().notNull(),
    /** Infants (no seat) do not pay it. */
    bayi_bebas: boolean().notNull().default(true),
    /** Column order on tariffs, tickets and reports. */
    urutan: integer().notNull().default(0),
    aktif: boolean().notNull().default(true),
    created_at: created(),
  },
  (table) => [uniqueIndex("fare_components_nama_unique").on(sql`lower(${table.nama})`)],
);

/**
 * A component's amount for one cargo type, on every route (`route_id` null) or on one route (which
 * overrides the general amount), for sailings departing on or after `berlaku_mulai` until a newer row.
 */
export const fareComponentRates = pgTable(
  "fare_component_rates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    component_id: integer()
      .notNull()
      .references(() => fareComponents.id),
    route_id: integer().references(() => seaRoutes.id),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    jumlah: integer().notNull(),
    berlaku_mulai: date({ mode: "string" }).notNull(),
    created_at: created(),
  },
  (table) => [
    // One amount per component, route (0: every route), cargo type and date.
    uniqueIndex("fare_component_rates_unique").on(
      table.component_id,
      sql`coalesce(${table.route_id}, 0)`,
      table.cargo_type_id,
      table.berlaku_mulai,
    ),
    index().on(table.route_id, table.cargo_type_id),
    index().on(table.cargo_type_id),
    check("fare_component_rates_not_negative", sql`${table.jumlah} >= 0`),
  ],
);

/**
 * What one person or one vehicle of a booking paid for a component, fixed at the sale with the
 * component's name, owner and refund rule as they were then (tickets and remittance never change later).
 */
export const bookingFareComponents = pgTable(
  "booking_fare_components",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    passenger_id: integer().references(() => bookingPassengers.id, { onDelete: "cascade" }),
    vehicle_id: integer().references(() => bookingVehicles.id, { onDelete: "cascade" }),
    component_id: integer()
      .notNull()
      .references(() => fareComponents.id),
    nama: text().notNull(),
    pemilik: text().$type<FareOwner>().notNull(),
    aturan_refund: text().$type<FareRefundRule>().notNull(),
    jumlah: integer().notNull(),
    created_at: created(),
  },
  (table) => [
    index().on(table.booking_id),
    index().on(table.passenger_id),
    index().on(table.vehicle_id),
    index().on(table.component_id),
    check(
      "booking_fare_components_one_line",
      sql`(${table.passenger_id} IS NULL) <> (${table.vehicle_id} IS NULL)`,
    ),
    check("booking_fare_components_not_negative", sql`${table.jumlah} >= 0`),
  ],
);
