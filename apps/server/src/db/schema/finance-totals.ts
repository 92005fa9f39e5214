import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the finance report sums, kept summed per UTC hour (decision 054): an hour is a whole part of any
 * operator's day (WIB, WITA and WIT are whole hours from UTC), so one set of rows serves the report in
 * every zone, which sums the period's hours by the zone's day. Kept by the database at the commit of every
 * transaction that wrote one of the raw rows: each booking's and payment's share is made again from its raw
 * rows and the hours get the difference (triggers of migrations 0036 and 0038, `revenue_shares_apply`,
 * `payment_shares_apply`); rebuilt whole by `SELECT finance_totals_rebuild()`.
 */
const hour = () => timestamp({ withTimezone: true, mode: "string" }).notNull();
/** A share's hour: none while the row counts in no hour. */
const shareHour = () => timestamp({ withTimezone: true, mode: "string" });

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

/**
 * What each booking adds to `revenue_hour_totals` now (counted: `booking` 1; else zeros and no hour): the
 * commit that changes a booking locks its share, makes it again and adds the difference to the hours.
 */
export const bookingRevenueShares = pgTable("booking_revenue_shares", {
  booking_id: integer().primaryKey(),
  jam: shareHour(),
  route_id: integer(),
  kanal: text(),
  booking: integer().notNull().default(0),
  pendapatan_kotor: bigint({ mode: "number" }).notNull().default(0),
  refund: bigint({ mode: "number" }).notNull().default(0),
});

/** What each payment adds to `payment_hour_totals` now (accepted: `transaksi` 1; else zeros and no hour). */
export const paymentShares = pgTable("payment_shares", {
  payment_id: integer().primaryKey(),
  jam: shareHour(),
  metode: text(),
  transaksi: integer().notNull().default(0),
  jumlah: bigint({ mode: "number" }).notNull().default(0),
});
