/**
 * Counters every API process shares: request-rate limits and the slow-down of booking-code misses.
 * A counter counts hits under a key in a fixed window that starts with its first hit; once the window
 * has passed the next hit starts a new one at 1. Redis keeps them when `REDIS_URL` is set
 * (`redis-store.ts`), otherwise the database table `rate_limit_counters` (`database-store.ts`).
 */
export type CounterState = {
  /** Hits counted in the current window. */
  hits: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
};

export type CounterStore = {
  readonly kind: "database" | "redis";
  /** Counts one hit under `key` and answers the window's state after it (atomic across processes). */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state without counting; `null` when the key has no live window. */
  peek(key: string): Promise<CounterState | null>;
  /** Forgets windows that have passed; answers how many (Redis expires keys itself: 0). */
  sweep(): Promise<number>;
};
