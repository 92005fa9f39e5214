/**
 * Slows down guessing of booking codes: every unknown code looked up from an address is remembered for
 * `windowMs`; beyond `freeMisses` in that window each further miss is answered only after
 * `stepMs × (misses beyond the free ones)`, at most `maxDelayMs`. A hit does not reset the count.
 *
 * The counts live in this process's memory (with expiry): several processes each count on their own,
 * so an address spread over N processes gets N × `freeMisses` quick misses. A shared store (Redis or the
 * database) would count across them; the per-address request limit still caps each process.
 */
export type MissThrottleOptions = {
  freeMisses?: number;
  windowMs?: number;
  stepMs?: number;
  maxDelayMs?: number;
  /** Addresses kept at most; beyond it expired entries are dropped, then the oldest. */
  maxAddresses?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MissThrottle {
  readonly freeMisses: number;
  readonly windowMs: number;
  readonly stepMs: number;
  readonly maxDelayMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Address -> times of its misses inside the window, oldest first. */
  private readonly misses = new Map<string, number[]>();

  constructor(options: MissThrottleOptions = {}) {
    this.freeMisses = options.freeMisses ?? 5;
    this.windowMs = options.windowMs ?? 10 * 60_000;
    this.stepMs = options.stepMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 3_000;
    this.maxAddresses = options.maxAddresses ?? 50_000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
  }

  private recent(address: string, now: number): number[] {
    const times = (this.misses.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.misses.delete(address);
    return times;
  }

  /** The delay the next miss from `address` would get, in ms. */
  delayFor(address: string): number {
    const beyond = this.recent(address, this.now()).length + 1 - this.freeMisses;
    return beyond > 0 ? Math.min(this.stepMs * beyond, this.maxDelayMs) : 0;
  }

  /** Records a miss from `address` and waits the delay it earns (resolves at once for the free ones). */
  async miss(address: string): Promise<number> {
    const now = this.now();
    const delay = this.delayFor(address);
    // Beyond the cap every miss waits the maximum: older times need not be kept.
    const keep = this.freeMisses + Math.ceil(this.maxDelayMs / this.stepMs);
    const times = [...this.recent(address, now), now].slice(-keep);
    this.misses.delete(address);
    this.misses.set(address, times);
    if (this.misses.size > this.maxAddresses) this.sweep();
    if (delay > 0) await this.sleep(delay);
    return delay;
  }

  /** Drops expired addresses, then the least recently missing ones while over the limit. */
  sweep(): void {
    const now = this.now();
    for (const address of [...this.misses.keys()]) this.recent(address, now);
    for (const address of this.misses.keys()) {
      if (this.misses.size <= this.maxAddresses) break;
      this.misses.delete(address);
    }
  }

  /** Addresses currently remembered (for tests and monitoring). */
  get size(): number {
    return this.misses.size;
  }
}
