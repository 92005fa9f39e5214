import rateLimit from "@fastify/rate-limit";
import { BOOKING_CHECK_MESSAGES } from "@ferry/shared/booking-check";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { DatabaseCounterStore } from "../../lib/shared-counters/database-store";
import { rateLimitStore } from "../../lib/shared-counters/rate-limit-store";
import type { CounterStore } from "../../lib/shared-counters/store";
import { MissThrottle } from "./miss-throttle";

export type PublicLookupOptions = {
  /** Requests per address and window (default 60 a minute). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The miss counter (default: 5 free misses in 10 minutes, then 250 ms more per miss, at most 3 s). */
  misses?: MissThrottle;
  /** Where requests are counted (default: the app's shared `counters`, else the database). */
  counters?: CounterStore;
};

/**
 * Guards routes that look a booking up by its code so nobody can find codes by guessing: a request
 * limit per address on every route registered after it in `app` (an encapsulated plugin: the limit stays
 * inside it), answered 429 `TOO_MANY_REQUESTS`, and `notFound(request)` that waits the delay a run of
 * misses from the address has earned before refusing with 404 'Kode booking tidak ditemukan'.
 * Both count in the shared counters (Redis or the database), so every API process sees one count;
 * `scope` keeps each guarded group's request count apart.
 */
export async function guardPublicLookups(
  app: FastifyInstance,
  scope: string,
  options: PublicLookupOptions = {},
) {
  const counters =
    options.counters ??
    (app.hasDecorator("counters") ? app.counters : new DatabaseCounterStore(app.database.db));
  const misses = options.misses ?? new MissThrottle({ store: counters });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit?.max ?? 60,
    timeWindow: options.rateLimit?.timeWindowMs ?? 60_000,
    store: rateLimitStore(counters, `limit:${scope}`),
    errorResponseBuilder: () => new AppError("TOO_MANY_REQUESTS"),
  });
  return {
    async notFound(request: FastifyRequest): Promise<never> {
      await misses.miss(request.ip);
      throw new AppError("NOT_FOUND", BOOKING_CHECK_MESSAGES.notFound);
    },
  };
}
