import type { SeapassDeliveryStatus } from "@ferry/shared/manifests";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { cashierShifts } from "./cashier-shifts";
import { created, stamp } from "./columns";
import { decisionColumns } from "./decisions";
import { schedules } from "./schedules";
import { users } from "./users";

/**
 * A schedule's final manifest: frozen when boarding closes (no more corrections), reopened only by a
 * permission holder with a reason, frozen again when they are done.
 */
export const manifestStates = pgTable("manifest_states", {
  schedule_id: integer()
    .primaryKey()
    .references(() => schedules.id, { onDelete: "cascade" }),
  frozen_at: stamp(),
  frozen_by: integer().references(() => users.id),
  reopened_at: stamp(),
  reopened_by: integer().references(() => users.id),
  alasan: text(),
});

/**
 * A refund request over some or all tickets of a confirmed booking: the fee by the policy at the time of
 * the request, decided by staff; on approval the tickets are `dibatalkan` and their seats return.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id),
    ...decisionColumns(),
    alasan: text().notNull(),
    potongan_persen: integer().notNull(),
    jumlah_kotor: integer().notNull(),
    potongan: integer().notNull(),
    jumlah_refund: integer().notNull(),
    method: text(),
    reference: text(),
    /** The shift whose drawer paid the refund out (the requester's, open at approval; decision 026). */
    shift_id: integer().references(() => cashierShifts.id),
    created_at: created(),
  },
  (table) => [
    index().on(table.status, table.created_at),
    index().on(table.booking_id),
    index().on(table.shift_id),
    check("refunds_amounts", sql`${table.jumlah_refund} >= 0 AND ${table.potongan} >= 0`),
  ],
);

/** The tickets a refund covers (passenger or vehicle ticket) and the amount each returns before the fee. */
export const refundItems = pgTable(
  "refund_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refund_id: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    /** penumpang or kendaraan. */
    jenis: text().notNull(),
    ticket_id: integer().notNull(),
    amount: integer().notNull(),
  },
  (table) => [index().on(table.refund_id), index().on(table.jenis, table.ticket_id)],
);

/** A confirmed booking moved to another schedule of the same route: fee and price difference. */
export const reschedules = pgTable(
  "reschedules",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id),
    from_schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    to_schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    biaya: integer().notNull(),
    selisih_harga: integer().notNull(),
    /** `reschedule` (asked by the passenger) or `pindah` (moved by the operator off a cancelled sailing, free). */
    jenis: text().notNull().default("reschedule"),
    /** Why the operator moved it (the cancellation's reason); null for a reschedule. */
    alasan: text(),
    method: text(),
    reference: text(),
    created_by: integer().references(() => users.id),
    created_at: created(),
  },
  (table) => [index().on(table.booking_id)],
);

/** Final manifests sent to the port authority's system (SeaPass): each attempt, retries with back-off. */
export const manifestDeliveries = pgTable(
  "manifest_deliveries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    /** menunggu, terkirim, gagal (gave up after the last retry). */
    status: text().$type<SeapassDeliveryStatus>().notNull().default("menunggu"),
    attempts: integer().notNull().default(0),
    next_attempt_at: stamp(),
    last_error: text(),
    response_status: integer(),
    payload: jsonb().$type<unknown>().notNull(),
    requested_by: integer().references(() => users.id),
    delivered_at: stamp(),
    created_at: created(),
  },
  (table) => [index().on(table.status, table.next_attempt_at), index().on(table.schedule_id)],
);
