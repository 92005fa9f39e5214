import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client";

/** Tables whose rows change on every authenticated request (the session's last activity): counted only. */
const TOUCHED_ON_EVERY_REQUEST = new Set(["sessions"]);

/**
 * One string that changes when any row of any table is added, removed or changed: per table its row
 * count and the sum of its rows' hashes (only the count for tables touched by every request); `skip`
 * leaves tables out.
 */
export async function databaseFingerprint(
  db: Database,
  skip: ReadonlySet<string> = new Set(),
): Promise<string> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.tablename)
    .filter((table) => !skip.has(table));
  const parts = tables.map((table) =>
    TOUCHED_ON_EVERY_REQUEST.has(table)
      ? `select '${table}' as t, count(*)::text as c, '' as h from "${table}"`
      : `select '${table}' as t, count(*)::text as c, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${table}" x`,
  );
  const rows = rowsOf<{ t: string; c: string; h: string }>(
    await db.execute(sql.raw(parts.join(" union all "))),
  );
  return rows.map((row) => `${row.t}:${row.c}:${row.h}`).join(" ");
}
