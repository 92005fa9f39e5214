import type { CounterState, CounterStore } from "./store";

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

const answerOf = (state: CounterState | null): Answer =>
  state ? { current: state.hits, ttl: Math.max(0, state.resetAt - Date.now()) } : { current: 0, ttl: 0 };

/**
 * A `store` for @fastify/rate-limit (it constructs the class itself) counting in `counters` under
 * `namespace:<key>`, so every process sees the same count. Route-level limits (`child`) count under
 * the route's own namespace, as the plugin's in-memory store keeps them apart.
 */
export function rateLimitStore(counters: CounterStore, namespace: string) {
  return class SharedRateLimitStore {
    /** The plugin passes its options first; only `child` names a scope. */
    constructor(
      _options?: unknown,
      readonly scope = namespace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.scope}:${key}`, timeWindow).then(
        (state) => callback(null, answerOf(state)),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(`${this.scope}:${key}`).then(
        (state) => callback(null, answerOf(state)),
        (error: Error) => callback(error),
      );
    }

    /** At run time the plugin passes the merged limit options with `routeInfo` (its types say the route). */
    child(routeOptions: object): SharedRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${this.scope}:${route?.method ?? ""}${route?.url ?? ""}`);
    }
  };
}
