import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import type { CounterState, CounterStore } from "./store";

type Row = { hits: number; reset_at: Date | string };

const stateOf = (row: Row): CounterState => ({
  hits: Number(row.hits),
  resetAt: new Date(row.reset_at).getTime(),
});

/**
 * Counters in `rate_limit_counters`, one row per key, counted with one atomic upsert: a row whose
 * window has passed starts again at 1. The time is this process's clock (`now`, replaceable in tests)
 * so that every process compares against the same kind of value; a few ms of skew between machines
 * only moves a window's end by as much. `sweep` deletes passed windows (the cleanup job calls it).
 */
export class DatabaseCounterStore implements CounterStore {
  readonly kind = "database";

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = new Date(this.now()).toISOString();
    const resetAt = new Date(this.now() + windowMs).toISOString();
    const result = await this.db.execute(sql`
      insert into rate_limit_counters (key, hits, reset_at)
      values (${key}, 1, ${resetAt}::timestamptz)
      on conflict (key) do update set
        hits = case when rate_limit_counters.reset_at <= ${now}::timestamptz then 1
                    else rate_limit_counters.hits + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= ${now}::timestamptz then excluded.reset_at
                        else rate_limit_counters.reset_at end
      returning hits, reset_at`);
    const [row] = rowsOf<Row>(result);
    if (!row) throw new Error(`counter ${key}: upsert returned no row`);
    return stateOf(row);
  }

  async peek(key: string): Promise<CounterState | null> {
    const now = new Date(this.now()).toISOString();
    const result = await this.db.execute(
      sql`select hits, reset_at from rate_limit_counters where key = ${key} and reset_at > ${now}::timestamptz`,
    );
    const [row] = rowsOf<Row>(result);
    return row ? stateOf(row) : null;
  }

  async sweep(): Promise<number> {
    const now = new Date(this.now()).toISOString();
    const result = await this.db.execute(
      sql`delete from rate_limit_counters where reset_at <= ${now}::timestamptz returning key`,
    );
    return rowsOf<{ key: string }>(result).length;
  }
}
