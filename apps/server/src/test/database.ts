import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres, rowsOf } from "../db/client";
import { runMigrations } from "../db/migrate";
import { syncPermissionCatalogue } from "../modules/access/index";

/**
 * The test database of this worker: in-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh
 * database created next to that one on the PostgreSQL server. Migrated once and reused by every test
 * file of the worker; tests isolate themselves with `resetDatabase`.
 */
const cache = globalThis as { __ferryTestDatabase?: Promise<DatabaseHandle> };

export function testDatabase(): Promise<DatabaseHandle> {
  cache.__ferryTestDatabase ??= openTestDatabase();
  return cache.__ferryTestDatabase;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = url ? await openPostgres(await createWorkerDatabase(url)) : await openPglite(undefined);
  await runMigrations(handle);
  return handle;
}

/** Creates `<database>_w<worker>_<random>` on the server of `url` and returns its address. */
export async function createWorkerDatabase(url: string): Promise<string> {
  const base = new URL(url);
  const baseName = base.pathname.replace(/^\//, "") || "postgres";
  const name = `${baseName}_w${process.env.VITEST_POOL_ID ?? "0"}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}

/** The tables a test may write; the permission catalogue, written once per worker, is kept. */
const writableTables = new WeakMap<DatabaseHandle, Promise<string[]>>();

async function listWritableTables(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'permissions'`,
  );
  return rowsOf<{ tablename: string }>(result).map((row) => row.tablename);
}

/**
 * The tables the last test touched: those holding a row, and those whose identity sequence was used (rows
 * inserted and deleted again), in one statement. Emptying only these costs a fraction of emptying all.
 */
async function touchedTables(handle: DatabaseHandle, tables: string[]): Promise<string[]> {
  const holdingRows = tables.map(
    (table) => `select '${table}' as tablename where exists (select 1 from "public"."${table}")`,
  );
  const usedSequence = `select distinct owner.relname as tablename from pg_sequences used
    join pg_class sequence on sequence.relname = used.sequencename and sequence.relkind = 'S'
    join pg_depend link on link.objid = sequence.oid and link.deptype in ('a', 'i')
    join pg_class owner on owner.oid = link.refobjid
    where used.schemaname = 'public' and used.last_value is not null and owner.relname <> 'permissions'`;
  const result = await handle.db.execute(sql.raw([...holdingRows, usedSequence].join(" union ")));
  return rowsOf<{ tablename: string }>(result).map((row) => row.tablename);
}

/**
 * Brings the database back to its migrated state with the permission catalogue: the tables the last test
 * touched emptied (one TRUNCATE … RESTART IDENTITY), then the catalogue's Super Admin role restored.
 * Measured against cloning a migrated template, this is the cheaper reset on both databases
 * (docs/decisions/001-start-and-test-databases.md).
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  if (!writableTables.has(handle)) writableTables.set(handle, listWritableTables(handle));
  const touched = await touchedTables(handle, (await writableTables.get(handle)) ?? []);
  if (touched.length > 0) {
    const list = touched.map((table) => `"public"."${table}"`).join(", ");
    await handle.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
  }
  await syncPermissionCatalogue(handle.db);
}
