import type { CounterStore } from "../../lib/shared-counters/store";

/**
 * Slows down guessing of booking codes: unknown codes looked up from an address are counted in a window
 * of `windowMs` that starts with the first of them; beyond `freeMisses` in that window each further miss
 * is answered only after `stepMs × (misses beyond the free ones)`, at most `maxDelayMs`. A hit does not
 * reset the count. The count lives in the shared counters (Redis or the database table
 * `rate_limit_counters`), so an address spread over several API processes is counted once.
 */
export type MissThrottleOptions = {
  store: CounterStore;
  freeMisses?: number;
  windowMs?: number;
  stepMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MissThrottle {
  readonly freeMisses: number;
  readonly windowMs: number;
  readonly stepMs: number;
  readonly maxDelayMs: number;
  private readonly store: CounterStore;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: MissThrottleOptions) {
    this.store = options.store;
    this.freeMisses = options.freeMisses ?? 5;
    this.windowMs = options.windowMs ?? 10 * 60_000;
    this.stepMs = options.stepMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 3_000;
    this.sleep = options.sleep ?? realSleep;
  }

  /** The delay the `misses`-th miss of a window earns, in ms. */
  private delayOf(misses: number): number {
    const beyond = misses - this.freeMisses;
    return beyond > 0 ? Math.min(this.stepMs * beyond, this.maxDelayMs) : 0;
  }

  /** The delay the next miss from `address` would get, in ms (counts nothing). */
  async delayFor(address: string): Promise<number> {
    const state = await this.store.peek(`miss:${address}`);
    return this.delayOf((state?.hits ?? 0) + 1);
  }

  /** Records a miss from `address` and waits the delay it earns (resolves at once for the free ones). */
  async miss(address: string): Promise<number> {
    const state = await this.store.hit(`miss:${address}`, this.windowMs);
    const delay = this.delayOf(state.hits);
    if (delay > 0) await this.sleep(delay);
    return delay;
  }
}
