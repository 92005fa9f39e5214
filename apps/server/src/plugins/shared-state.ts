import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { scheduledJobPlugin } from "../lib/scheduled-job";
import { DatabaseCounterStore } from "../lib/shared-counters/database-store";
import { RedisCounterStore } from "../lib/shared-counters/redis-store";
import type { CounterStore } from "../lib/shared-counters/store";
import { PdfCache } from "../modules/documents/index";

declare module "fastify" {
  interface FastifyInstance {
    /** Counters shared by every API process (request limits, booking-code misses). */
    counters: CounterStore;
  }
}

/** Forgets passed counter windows and trims the PDF cache, every 5 minutes, once across processes. */
const cleanupJob = scheduledJobPlugin({
  name: "shared-state-cleanup",
  everyMs: 5 * 60_000,
  run: async (app) => (await app.counters.sweep()) + (await new PdfCache(app.database.db).trim()),
  done: "shared state cleaned up",
});

/**
 * The state several API processes share besides their tables (`docs/decisions/017-shared-state.md`):
 * the counters, in Redis when `REDIS_URL` is set (one connection, closed with the app), otherwise in
 * the database; and the job keeping the database's share of it small.
 */
export const sharedStatePlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl } = app.config;
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "redis connection"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate("counters", new RedisCounterStore(redis));
  } else {
    app.decorate("counters", new DatabaseCounterStore(app.database.db));
  }
  await app.register(cleanupJob);
});
