import { timestamp } from "drizzle-orm/pg-core";

/** A moment with its zone (`timestamptz`): every time the schema keeps. */
export const stamp = () => timestamp({ withTimezone: true });

/** When a row was written: set by the database. */
export const created = () => stamp().notNull().defaultNow();
