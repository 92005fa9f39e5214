import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { stamp } from "./columns";
import { users } from "./users";

/** Rupiah per payment method (`tunai`, `qris`, `transfer`). */
export type MethodAmounts = Record<string, number>;

/**
 * A cashier's shift ('Shift Kasir', decision 026): opened with the float in the drawer (`modal_awal`),
 * every counter payment of its cashier belongs to it (`booking_payments.shift_id`), closed with the money
 * counted per method beside what the records expect (frozen at the close), then approved by a supervisor.
 * Status `buka` -> `ditutup` -> `disetujui`; one open shift per cashier.
 */
export const cashierShifts = pgTable(
  "cashier_shifts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    /** The counter's name, e.g. 'Loket 1 Merak'. */
    loket: text().notNull(),
    modal_awal: integer().notNull(),
    status: text().notNull().default("buka"),
    opened_at: stamp().notNull().defaultNow(),
    closed_at: stamp(),
    closed_by: integer().references(() => users.id),
    diharapkan: jsonb().$type<MethodAmounts>(),
    dihitung: jsonb().$type<MethodAmounts>(),
    /** Counted minus expected over every method (negative: money short). */
    selisih: integer(),
    catatan_tutup: text(),
    approved_by: integer().references(() => users.id),
    approved_at: stamp(),
    catatan_persetujuan: text(),
  },
  (table) => [
    uniqueIndex("cashier_shifts_one_open").on(table.user_id).where(sql`${table.status} = 'buka'`),
    index().on(table.status, table.closed_at),
    index().on(table.opened_at),
    check("cashier_shifts_float", sql`${table.modal_awal} >= 0`),
  ],
);
