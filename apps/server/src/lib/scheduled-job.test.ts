import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres, rowsOf } from "../db/client";
import { jobRuns } from "../db/schema/shared-state";
import { testConfig } from "../test/app";
import { resetDatabase, testDatabase } from "../test/database";
import { PROCESS_ID, ScheduledJob, scheduledJobPlugin } from "./scheduled-job";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that takes a while and counts how often it ran. */
function slowWork(affected = 3, ms = 500) {
  const calls = { count: 0 };
  const work = async () => {
    calls.count++;
    await wait(ms);
    return affected;
  };
  return { calls, work };
}

/**
 * A second handle on the test database, as another process has: on PostgreSQL a pool of its own (so
 * only the advisory lock keeps the runs apart); on PGlite the one handle (one process is the whole
 * database there, and the per-process guard keeps the runs apart).
 */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return database;
  const [row] = rowsOf<{ name: string }>(await database.db.execute("select current_database() as name"));
  const url = new URL(base);
  url.pathname = `/${row?.name}`;
  return openPostgres(url.toString(), 2);
}

describe("ScheduledJob", () => {
  let database: DatabaseHandle;
  const opened: DatabaseHandle[] = [];
  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });
  afterAll(async () => {
    for (const handle of opened) if (handle !== database) await handle.close();
  });

  it("runs once when started twice at the same time, and records the run in job_runs", async () => {
    const { calls, work } = slowWork(3);
    const job = new ScheduledJob(database, "test-twice", work);
    const runs = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(calls.count).toBe(1);
    expect(runs).toContainEqual({ ran: false });
    expect(runs).toContainEqual({ ran: true, affected: 3 });
    const rows = await database.db.select().from(jobRuns).where(eq(jobRuns.job, "test-twice"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ process_id: PROCESS_ID, affected: 3 });
    expect(rows[0]?.finished_at?.getTime()).toBeGreaterThanOrEqual(rows[0]?.started_at.getTime() ?? 0);
    // Once finished, the next run may take the lock again.
    expect(await job.runOnce()).toEqual({ ran: true, affected: 3 });
  });

  it("runs once across two handles on the database, as two processes have", async () => {
    const other = await secondHandle(database);
    opened.push(other);
    const first = slowWork(2);
    const second = slowWork(2);
    const runs = await Promise.all([
      new ScheduledJob(database, "test-processes", first.work).runOnce(),
      new ScheduledJob(other, "test-processes", second.work).runOnce(),
    ]);
    expect(first.calls.count + second.calls.count).toBe(1);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(await database.db.select().from(jobRuns).where(eq(jobRuns.job, "test-processes"))).toHaveLength(1);
  });

  it("records nothing for a run without work and frees the lock after a failure", async () => {
    expect(await new ScheduledJob(database, "test-idle", async () => 0).runOnce()).toEqual({
      ran: true,
      affected: 0,
    });
    const failing = new ScheduledJob(database, "test-idle", async () => {
      throw new Error("gagal");
    });
    await expect(failing.runOnce()).rejects.toThrow("gagal");
    expect(await new ScheduledJob(database, "test-idle", async () => 1).runOnce()).toEqual({
      ran: true,
      affected: 1,
    });
    expect(await database.db.select().from(jobRuns).where(eq(jobRuns.job, "test-idle"))).toHaveLength(1);
  });

  it("runs on its interval while the app runs; closing waits for the run and stops it", async () => {
    const calls = { count: 0, finished: 0 };
    const app = Fastify({ logger: false });
    app.decorate("config", testConfig({ nodeEnv: "production", jobIntervalSeconds: 1 }));
    app.decorate("database", database);
    await app.register(
      scheduledJobPlugin({
        name: "test-interval",
        everyMs: 60_000,
        run: async () => {
          calls.count++;
          await wait(400);
          return ++calls.finished;
        },
        done: "test ran",
      }),
    );
    await app.ready();
    await expect.poll(() => calls.count, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    await app.close();
    expect(calls.finished).toBe(calls.count);
    const atClose = calls.count;
    await wait(1_500);
    expect(calls.count).toBe(atClose);
  });

  it("does not run in tests (they call the work themselves)", async () => {
    const calls = { count: 0 };
    const app = Fastify({ logger: false });
    app.decorate("config", testConfig({ jobIntervalSeconds: 1 }));
    app.decorate("database", database);
    await app.register(
      scheduledJobPlugin({ name: "test-off", everyMs: 1_000, run: async () => ++calls.count, done: "" }),
    );
    await app.ready();
    await wait(1_100);
    await app.close();
    expect(calls.count).toBe(0);
  });
});
