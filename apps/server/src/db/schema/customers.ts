import { sql } from "drizzle-orm";
import { date, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The customer record of a `pelanggan` account. Name and phone may be empty (a Google sign-up, an old
 * account): the profile is then incomplete, sign-in says so and booking waits for it. The e-mail is also
 * the account's username; `google_id` is the Google subject linked to the account, at most one.
 * `email_verified_at` is when the customer proved to own the e-mail (null until then, and again after a
 * change of e-mail): only then are bookings made under that e-mail at the counter theirs to see.
 */
export const customers = pgTable(
  "customers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nama_lengkap: text(),
    email: text().notNull(),
    email_verified_at: timestamp({ withTimezone: true }),
    nomor_telepon: text(),
    alamat: text(),
    tanggal_lahir: date({ mode: "string" }),
    /** `L` (Laki-laki) or `P` (Perempuan). */
    jenis_kelamin: text(),
    nomor_identitas: text(),
    /** `KTP`, `SIM` or `PASSPORT`. */
    jenis_identitas: text().notNull().default("KTP"),
    google_id: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("customers_user_unique").on(table.user_id),
    uniqueIndex("customers_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("customers_google_unique").on(table.google_id),
  ],
);
