import type { FareOwner, FareRefundRule } from "@ferry/shared/fare-components";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bookingFareComponents, fareComponents } from "./fares";
import { refunds } from "./operations";

/**
 * What a refund did with each component line of its tickets (decision 044): what the line paid and what
 * goes back under its rule. The remittance report sums `dikembalikan` per component, exactly.
 */
export const refundFareComponents = pgTable(
  "refund_fare_components",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refund_id: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    booking_fare_component_id: integer()
      .notNull()
      .references(() => bookingFareComponents.id),
    component_id: integer()
      .notNull()
      .references(() => fareComponents.id),
    nama: text().notNull(),
    pemilik: text().$type<FareOwner>().notNull(),
    aturan_refund: text().$type<FareRefundRule>().notNull(),
    dibayar: integer().notNull(),
    dikembalikan: integer().notNull(),
  },
  (table) => [
    index().on(table.refund_id),
    index().on(table.component_id),
    index().on(table.booking_fare_component_id),
    check(
      "refund_fare_components_within_paid",
      sql`${table.dikembalikan} >= 0 AND ${table.dikembalikan} <= ${table.dibayar}`,
    ),
  ],
);
