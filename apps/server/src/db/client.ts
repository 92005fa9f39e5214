import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/all";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

/** An open database: the Drizzle handle, a ping for health checks and a close for shutdown. */
export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The connection pool, on PostgreSQL only (migrations take a session lock on one connection). */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Start-up failures with one line for the operator, never a stack trace. */
export class DatabaseStartError extends Error {}

/**
 * The PostgreSQL extensions the migrations create, built into PGlite: `pg_trgm` serves the staff searches
 * by any part of a name or code (migration 0022). PostgreSQL has it among its contrib extensions.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite: in memory when `dataDir` is undefined, otherwise on disk in that folder. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  yieldBeforeEachQuery(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite runs a query synchronously and hands its one connection straight to the next waiting query,
 * so a queue of queries (four PDF requests at once) would hold the event loop for its whole length.
 * Letting the loop turn before each statement keeps timers and I/O answering between them.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
}

/**
 * PostgreSQL through a pool of `poolSize`; `statementTimeoutMs` cancels any statement running longer;
 * `variable` names the setting the address came from in a start-up failure.
 */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  { statementTimeoutMs, variable = "DATABASE_URL" }: { statementTimeoutMs?: number; variable?: string } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A dropped idle connection must not crash the process; the next query gets a new one.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseStartError(
      `Cannot connect to ${variable} (${describe(connectionString)}): ${reason(error)}`,
    );
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The address without its password, for messages. */
function describe(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "unparseable address";
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
