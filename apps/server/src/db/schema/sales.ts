import type { DiscountKind, DiscountType } from "@ferry/shared/discounts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created } from "./columns";
import { schedules } from "./schedules";
import { users } from "./users";
import { cargoTypes, seaRoutes } from "./voyage";

/**
 * A discount (potongan) on passenger or vehicle fares: for one schedule or a route (or everywhere), a
 * departure date range, optionally one cargo type; a percentage or a fixed amount; an optional quota of uses.
 */
export const discounts = pgTable(
  "discounts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** penumpang or kendaraan. */
    jenis: text().$type<DiscountKind>().notNull(),
    nama: text().notNull(),
    schedule_id: integer().references(() => schedules.id, { onDelete: "cascade" }),
    route_id: integer().references(() => seaRoutes.id),
    cargo_type_id: integer().references(() => cargoTypes.id),
    tanggal_mulai: date({ mode: "string" }).notNull(),
    tanggal_selesai: date({ mode: "string" }).notNull(),
    /** persen or nominal. */
    tipe: text().$type<DiscountType>().notNull(),
    nilai: integer().notNull(),
    kuota: integer(),
    terpakai: integer().notNull().default(0),
    status: text().notNull().default("Aktif"),
    created_at: created(),
  },
  (table) => [
    index().on(table.jenis, table.tanggal_mulai, table.tanggal_selesai),
    index().on(table.schedule_id),
    check("discounts_uses_within_quota", sql`${table.kuota} IS NULL OR ${table.terpakai} <= ${table.kuota}`),
    check("discounts_dates_ordered", sql`${table.tanggal_selesai} >= ${table.tanggal_mulai}`),
  ],
);

/** Limit Jual: how many seats of a schedule one channel (loket, ekspedisi, agen, online) may sell. */
export const salesLimits = pgTable(
  "sales_limits",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    channel: text().notNull(),
    batas: integer().notNull(),
    terjual: integer().notNull().default(0),
    created_at: created(),
  },
  (table) => [
    uniqueIndex().on(table.schedule_id, table.channel),
    check("sales_limits_not_negative", sql`${table.terjual} >= 0 AND ${table.batas} >= 0`),
  ],
);

/** Operator settings by key (sales rules, timings); the shared package gives every key's default. */
export const systemSettings = pgTable("system_settings", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updated_by: integer().references(() => users.id, { onDelete: "set null" }),
  updated_at: created(),
});
