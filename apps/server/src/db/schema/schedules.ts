import type { ScheduleStatus } from "@ferry/shared/schedules";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { cargoTypes, seaRoutes, ships, ticketPrices } from "./voyage";

export const schedules = pgTable(
  "schedules",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    route_id: integer()
      .notNull()
      .references(() => seaRoutes.id),
    ship_id: integer()
      .notNull()
      .references(() => ships.id),
    waktu_berangkat: timestamp({ withTimezone: true }).notNull(),
    waktu_tiba: timestamp({ withTimezone: true }).notNull(),
    keterangan: text(),
    status: text().$type<ScheduleStatus>().notNull().default("terjadwal"),
    /** The departure as first published, kept from its first delay on (null: never delayed). */
    waktu_berangkat_awal: timestamp({ withTimezone: true }),
    /** Why the sailing was last delayed, shown to passengers with the new time ('Ditunda'). */
    alasan_tunda: text(),
    ditunda_at: timestamp({ withTimezone: true }),
    ditunda_oleh: integer().references(() => users.id),
    /** Why the operator cancelled the sailing (shown to passengers as 'Dibatalkan: …'), who and when. */
    alasan_batal: text(),
    dibatalkan_at: timestamp({ withTimezone: true }),
    dibatalkan_oleh: integer().references(() => users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.waktu_berangkat),
    index().on(table.ship_id, table.waktu_berangkat),
    index().on(table.route_id, table.waktu_berangkat),
    check("schedules_arrival_after_departure", sql`${table.waktu_tiba} > ${table.waktu_berangkat}`),
  ],
);

/**
 * The price entries ("available seats") of a schedule: capacity and prices copied when the schedule is
 * made. `terjual` is the only stored count of held seats; remaining quota is `kapasitas - terjual`.
 */
export const scheduleQuotas = pgTable(
  "schedule_quotas",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    ticket_price_id: integer().references(() => ticketPrices.id),
    harga: integer().notNull(),
    harga_muatan: integer(),
    kapasitas: integer().notNull(),
    terjual: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex().on(table.schedule_id, table.cargo_type_id),
    index().on(table.cargo_type_id),
    index().on(table.ticket_price_id),
    check(
      "schedule_quotas_not_oversold",
      sql`${table.terjual} >= 0 AND ${table.terjual} <= ${table.kapasitas}`,
    ),
  ],
);
