import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The operator's own details: one row, shown in footers, on tickets and on the company pages. */
export const companySettings = pgTable("company_settings", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  company_name: text().notNull(),
  description: text(),
  founded_year: integer(),
  email: text(),
  phone: text(),
  website: text(),
  address: text(),
  logo_url: text(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
