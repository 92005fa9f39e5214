import { sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { testDatabaseUrl } from "../../test/postgres-only";
import { sailingOf, useSaleWorld } from "../../test/sales-fixtures";
import { confirmedSale } from "../tickets/test-fixtures";

/**
 * The finance hours are kept by differences (decision 054, migration 0038): a commit locks only the shares
 * of its own bookings and, for the last moment of its commit, the hour rows it adds to. A sale never waits
 * for another transaction of the same hour on another sailing (before, every commit of an hour queued on
 * the hour's lock and made the whole hour again). PostgreSQL only: PGlite runs one transaction at a time.
 */
testDatabaseUrl();

/** `work` done while `holder` holds its transaction open; fails at once if `work` waits for `holder`. */
async function notWaitingFor<T>(holder: pg.PoolClient, observer: pg.PoolClient, work: Promise<T>) {
  const pid = Number((await holder.query("SELECT pg_backend_pid() AS pid")).rows[0]?.pid);
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  while (!done) {
    const blocked = await observer.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
      [pid],
    );
    expect(blocked.rows[0]?.n, "a sale waits for the open transaction").toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return finished;
}

describe("kept finance hours under concurrent commits (PostgreSQL)", () => {
  const state = useSaleWorld();

  it("let a sale of the same hour on another sailing commit while a transaction holds its changes open", async () => {
    const { app, world, cashier } = state();
    const pool = app.database.pool;
    if (!pool) throw new Error("PostgreSQL expected");
    const other = await sailingOf(world, 30);
    const held = await confirmedSale(world, cashier, world.schedule.id);
    // The held booking counted on the same route and hour, as an online sale (another row of the hour).
    await app.database.db.execute(sql`UPDATE bookings SET channel = 'online' WHERE id = ${held.id}`);
    const holder = await pool.connect();
    const observer = await pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(
        "UPDATE bookings SET total_harga = total_harga + 1000, created_at = now() WHERE id = $1",
        [held.id],
      );
      // Before its commit: a counter sale of the same route, channel and hour commits meanwhile.
      await notWaitingFor(holder, observer, confirmedSale(world, cashier, other.id));
      // Its kept totals already written (the commit's flush run now): its hour row of online sales and its
      // booking's share stay locked until it ends; the counter sales of the hour go on.
      await holder.query("SET CONSTRAINTS kept_totals_flush IMMEDIATE");
      await notWaitingFor(holder, observer, confirmedSale(world, cashier, other.id));
      await holder.query("COMMIT");
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      holder.release();
      observer.release();
    }
    const db = app.database.db;
    const kept = rowsOf<{ kanal: string }>(
      await db.execute(sql`SELECT kanal, SUM(booking)::int AS booking, SUM(pendapatan_kotor)::bigint AS kotor
        FROM revenue_hour_totals GROUP BY 1 ORDER BY 1`),
    );
    const raw = rowsOf(
      await db.execute(sql`SELECT channel AS kanal, COUNT(*)::int AS booking, SUM(total_harga)::bigint AS kotor
        FROM bookings WHERE status = 'confirmed' GROUP BY 1 ORDER BY 1`),
    );
    expect(kept).toEqual(raw);
    expect(kept.map((row) => row.kanal)).toEqual(["loket", "online"]);
  }, 120_000);
});
