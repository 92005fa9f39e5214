import type { Redis } from "ioredis";
import type { CounterState, CounterStore } from "./store";

/** INCR, and on the window's first hit PEXPIRE; answers the count and the milliseconds left. */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

const PEEK = `
local hits = redis.call('GET', KEYS[1])
if not hits then return nil end
return {tonumber(hits), redis.call('PTTL', KEYS[1])}`;

/**
 * Counters in Redis under `prefix + key`, counted by a Lua script (atomic on the server). Keys expire
 * with their window, so nothing needs sweeping. The caller owns the connection.
 */
export class RedisCounterStore implements CounterStore {
  readonly kind = "redis";

  constructor(
    private readonly redis: Redis,
    private readonly prefix = "ferry:counter:",
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const [hits, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { hits, resetAt: Date.now() + ttl };
  }

  async peek(key: string): Promise<CounterState | null> {
    const answer = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [number, number] | null;
    if (!answer || answer[1] < 0) return null;
    return { hits: answer[0], resetAt: Date.now() + answer[1] };
  }

  async sweep(): Promise<number> {
    return 0;
  }
}
