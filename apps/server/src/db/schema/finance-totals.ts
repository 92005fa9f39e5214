import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the finance report sums, kept summed per UTC hour (decision 054): an hour is a whole part of any
 * operator's day (WIB, WITA and WIT are whole hours from UTC), so one set of rows serves the report in
 * every zone, which sums the period's hours by the zone's day. Refreshed from the raw rows by the database
 * at the commit of every transaction that wrote one of them (triggers of migration 0036,
 * `revenue_hour_refresh`, `payment_hour_refresh`); rebuilt whole by `SELECT finance_totals_rebuild()`.
 */
const hour = () => timestamp({ withTimezone: true, mode: "string" }).notNull();

/**
 * Revenue per hour of the booking's creation, route and channel: the counted bookings (confirmed, and
 * cancelled with an approved refund), their price and their approved refunds (rows with none are not kept).
 */
export const revenueHourTotals = pgTable(
  "revenue_hour_totals",
  {
    jam: hour(),
    route_id: integer().notNull(),
    kanal: text().notNull(),
    booking: integer().notNull().default(0),
    pendapatan_kotor: bigint({ mode: "number" }).notNull().default(0),
    refund: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jam, table.route_id, table.kanal] })],
);

/** Accepted payments per hour of acceptance (`COALESCE(verified_at, created_at)`) and method. */
export const paymentHourTotals = pgTable(
  "payment_hour_totals",
  {
    jam: hour(),
    metode: text().notNull(),
    transaksi: integer().notNull().default(0),
    jumlah: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jam, table.metode] })],
);
