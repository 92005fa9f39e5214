import { randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetDatabase, testDatabase } from "../../test/database";
import { DatabaseCounterStore } from "./database-store";
import { rateLimitStore } from "./rate-limit-store";
import { RedisCounterStore } from "./redis-store";
import type { CounterStore } from "./store";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database store always; the Redis store too when TEST_REDIS_URL names a server to use. */
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
const stores: { name: string; open: () => Promise<CounterStore> }[] = [
  {
    name: "database",
    open: async () => {
      const database = await testDatabase();
      await resetDatabase(database);
      return new DatabaseCounterStore(database.db);
    },
  },
  ...(redis
    ? [{ name: "redis", open: async () => new RedisCounterStore(redis, `ferry-test:${run()}:`) }]
    : []),
];

function run() {
  return randomBytes(4).toString("hex");
}

afterAll(async () => {
  await redis?.quit();
});

describe.each(stores)("shared counters in $name", ({ open }) => {
  let store: CounterStore;
  beforeAll(async () => {
    store = await open();
  });

  it("counts hits per key in a window; peek counts nothing", async () => {
    const key = `count:${run()}`;
    expect(await store.peek(key)).toBeNull();
    const first = await store.hit(key, 60_000);
    expect(first.hits).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now() + 55_000);
    expect((await store.hit(key, 60_000)).hits).toBe(2);
    expect((await store.peek(key))?.hits).toBe(2);
    expect((await store.hit(`${key}:other`, 60_000)).hits).toBe(1);
    expect((await store.hit(key, 60_000)).resetAt).toBeLessThanOrEqual(first.resetAt + 50);
  });

  it("counts 40 concurrent hits exactly once each", async () => {
    const key = `rush:${run()}`;
    const answers = await Promise.all(Array.from({ length: 40 }, () => store.hit(key, 60_000)));
    expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it("starts again at 1 once the window has passed; a sweep forgets passed windows", async () => {
    const key = `window:${run()}`;
    await store.hit(key, 300);
    await store.hit(key, 300);
    await wait(350);
    expect(await store.peek(key)).toBeNull();
    await store.sweep();
    expect(await store.peek(key)).toBeNull();
    expect((await store.hit(key, 300)).hits).toBe(1);
  });

  it("serves @fastify/rate-limit: two apps on one store share the limit", async () => {
    const namespace = `limit:${run()}`;
    const apps = [Fastify({ logger: false }), Fastify({ logger: false })];
    try {
      for (const app of apps) {
        await app.register(rateLimit, {
          max: 3,
          timeWindow: 60_000,
          store: rateLimitStore(store, namespace),
        });
        app.get("/", async () => "ok");
      }
      const codes: number[] = [];
      for (const app of [...apps, ...apps]) codes.push((await app.inject({ url: "/" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await apps[1]?.inject({ url: "/" });
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(50);
      expect((await apps[0]?.inject({ url: "/", remoteAddress: "10.9.9.9" }))?.statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
