import type { ARTICLE_STATUSES } from "@ferry/shared/news";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

export const newsCategories = pgTable("news_categories", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  color: text().notNull().default("#1d6fb8"),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** News and information articles of the public site. Content is plain text, shown as paragraphs. */
export const informations = pgTable(
  "informations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    excerpt: text(),
    content: text().notNull(),
    featured_image: text(),
    gallery: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    category_id: integer()
      .notNull()
      .references(() => newsCategories.id),
    is_featured: boolean().notNull().default(false),
    status: text().$type<(typeof ARTICLE_STATUSES)[number]>().notNull().default("draft"),
    published_at: timestamp({ withTimezone: true }),
    author_id: integer(),
    author_name: text(),
    reading_time: integer().notNull().default(1),
    views: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.published_at), index().on(table.category_id)],
);
