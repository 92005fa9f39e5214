import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";

/**
 * Request counters shared by every API process (when no `REDIS_URL` is set): one row per key and
 * window, counted with an upsert, forgotten once the window has passed.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text().primaryKey(),
  hits: integer().notNull().default(0),
  reset_at: timestamp({ withTimezone: true }).notNull(),
});

/** Rendered PDFs shared by every API process, keyed by the document and the version of its data. */
export const documentCache = pgTable("document_cache", {
  key: text().primaryKey(),
  content: bytea().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per run of a scheduled job, by the process that held the job's lock; for operations and tests. */
export const jobRuns = pgTable("job_runs", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  job: text().notNull(),
  process_id: text().notNull(),
  started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp({ withTimezone: true }),
  affected: integer(),
});
