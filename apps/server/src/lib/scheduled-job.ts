import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type DatabaseHandle, rowsOf } from "../db/client";
import { jobRuns } from "../db/schema/shared-state";

/** This process in `job_runs`: the machine and the process id. */
export const PROCESS_ID = `${hostname()}:${process.pid}`;

export type JobRun = { ran: false } | { ran: true; affected: number };

/** Jobs running in this process per database handle: PGlite's one connection re-enters its own locks. */
const runningHere = new WeakMap<DatabaseHandle, Set<string>>();

/**
 * A job that runs at most once at a time across every process sharing the database: a run first takes
 * the PostgreSQL advisory lock named after the job (`pg_try_advisory_lock` on a connection of its own,
 * released after the run) and gives up at once when another process holds it; inside one process a
 * set of running jobs per database does the same (PGlite has one connection, so its session lock
 * cannot tell two runs of one process apart). The work uses the ordinary database handle and answers
 * how many things it changed; a run that changed something is recorded in `job_runs`.
 */
export class ScheduledJob {
  constructor(
    private readonly database: DatabaseHandle,
    readonly name: string,
    private readonly work: () => Promise<number>,
  ) {}

  async runOnce(): Promise<JobRun> {
    let running = runningHere.get(this.database);
    if (!running) {
      running = new Set();
      runningHere.set(this.database, running);
    }
    if (running.has(this.name)) return { ran: false };
    running.add(this.name);
    try {
      return await this.underLock();
    } finally {
      running.delete(this.name);
    }
  }

  private async underLock(): Promise<JobRun> {
    const key = `ferry-job:${this.name}`;
    const { pool, db } = this.database;
    if (!pool) {
      return this.locked({
        tryLock: async () =>
          rowsOf<Row>(
            await db.execute(sql`select pg_try_advisory_lock(hashtextextended(${key}, 0)) as locked`),
          )[0]?.locked === true,
        unlock: async () => {
          await db.execute(sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`);
        },
      });
    }
    const client = await pool.connect();
    try {
      return await this.locked({
        tryLock: async () =>
          (await client.query<Row>("select pg_try_advisory_lock(hashtextextended($1, 0)) as locked", [key]))
            .rows[0]?.locked === true,
        unlock: async () => {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [key]);
        },
      });
    } finally {
      client.release();
    }
  }

  private async locked(lock: { tryLock(): Promise<boolean>; unlock(): Promise<void> }): Promise<JobRun> {
    if (!(await lock.tryLock())) return { ran: false };
    try {
      const started = new Date();
      const affected = await this.work();
      if (affected > 0) {
        await this.database.db.insert(jobRuns).values({
          job: this.name,
          process_id: PROCESS_ID,
          started_at: started,
          finished_at: new Date(),
          affected,
        });
      }
      return { ran: true, affected };
    } finally {
      await lock.unlock();
    }
  }
}

type Row = { locked?: boolean };

export type ScheduledJobOptions = {
  name: string;
  /** The interval; `JOB_INTERVAL_SECONDS` replaces it for every job (tests, demonstrations). */
  everyMs: number;
  /** The work; answers how many things it changed. */
  run: (app: FastifyInstance) => Promise<number>;
  /** The log line of a run that changed something. */
  done: string;
};

/**
 * A plugin running `run` every `everyMs` as a `ScheduledJob` while the server runs; not in tests, which
 * call the work themselves. Closing the app stops the timer and waits for a run in progress.
 */
export function scheduledJobPlugin(options: ScheduledJobOptions) {
  return fp(async (app: FastifyInstance) => {
    if (app.config.nodeEnv === "test") return;
    const job = new ScheduledJob(app.database, options.name, () => options.run(app));
    const everyMs = app.config.jobIntervalSeconds ? app.config.jobIntervalSeconds * 1000 : options.everyMs;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        if (running) return;
        running = job
          .runOnce()
          .then((run) => {
            if (run.ran && run.affected > 0)
              app.log.info({ job: job.name, count: run.affected }, options.done);
          })
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, `${job.name} failed`))
          .finally(() => {
            running = undefined;
          });
      }, everyMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  });
}
