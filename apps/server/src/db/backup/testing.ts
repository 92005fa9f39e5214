import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { testConfig } from "../../test/app";
import { type DatabaseHandle, rowsOf } from "../client";
import { openConfiguredDatabase } from "../open";
import { prepareDatabase } from "../prepare";

/**
 * For backup.test.ts (PGlite) and backup.pg.test.ts (PostgreSQL): a database filled with the demo data
 * set and its census, to compare after a restore.
 */
export type Census = Record<string, { rows: number; checksum: string }>;

/** Row count and a checksum of every row of every table, the migrations table included. */
export async function census(handle: DatabaseHandle): Promise<Census> {
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );
  const result: Census = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: number; checksum: string }>(
      await handle.db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${name} t`,
        ),
      ),
    );
    if (row) result[name] = row;
  }
  return result;
}

/** Opens the database of `config` for `use` and closes it afterwards. */
export async function withDatabase<T>(
  config: ReturnType<typeof testConfig>,
  use: (handle: DatabaseHandle) => Promise<T>,
) {
  const handle = await openConfiguredDatabase(config);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/** Fills the database with the demo data and answers its census. */
export const fill = (config: ReturnType<typeof testConfig>) =>
  withDatabase(config, async (handle) => {
    await prepareDatabase(handle.db, { ...config, seedDemo: true }, () => {});
    return census(handle);
  });

export function expectFilled(before: Census) {
  const filled = Object.entries(before).filter(([, table]) => table.rows > 0);
  expect(filled.length, "tables holding rows").toBeGreaterThan(20);
}
