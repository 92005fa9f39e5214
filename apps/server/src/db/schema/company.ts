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

/** The company pages' items: profile, terms, about, vision and mission, policy, FAQ, contact. */
export const companyInformations = pgTable("company_informations", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  category: text().notNull(),
  title: text().notNull(),
  subtitle: text(),
  description: text(),
  content: text(),
  alamat: text(),
  contact: text(),
  email: text(),
  urutan: integer().notNull().default(0),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The terms printed on the `normal` and `thermal_sk` tickets: one row. */
export const ticketTerms = pgTable("ticket_terms", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  content: text().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
