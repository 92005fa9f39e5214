import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { DatabaseCounterStore } from "../../lib/shared-counters/database-store";
import { accessPlugin } from "../../plugins/access";
import { errorsPlugin } from "../../plugins/errors";
import { resetDatabase, testDatabase } from "../../test/database";
import { useSaleWorld } from "../../test/sales-fixtures";
import { MissThrottle } from "./miss-throttle";
import { type PublicBookingRoutesOptions, publicBookingRoutes } from "./routes";
import { sell } from "./testing";

/** A fake clock and a sleep that only records what it was asked to wait. */
function fakeTime() {
  const time = { now: 1_000_000, slept: [] as number[] };
  return {
    time,
    now: () => time.now,
    sleep: async (ms: number) => {
      time.slept.push(ms);
    },
  };
}

describe("MissThrottle", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  /** A throttle counting in the test database's shared counters, on a fake clock. */
  function throttleOn(now: () => number, sleep: (ms: number) => Promise<void>) {
    return new MissThrottle({ store: new DatabaseCounterStore(database.db, now), sleep });
  }

  it("lets 5 misses pass, then waits 250 ms more per miss up to 3 s", async () => {
    const { time, now, sleep } = fakeTime();
    const throttle = throttleOn(now, sleep);
    const delays: number[] = [];
    for (let index = 0; index < 20; index++) delays.push(await throttle.miss("10.0.0.1"));
    expect(delays).toEqual([
      0, 0, 0, 0, 0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3000, 3000, 3000,
    ]);
    expect(time.slept).toEqual(delays.filter((delay) => delay > 0));
    // Another address counts on its own.
    expect(await throttle.miss("10.0.0.2")).toBe(0);
  });

  it("forgets the misses 10 minutes after the window's first one", async () => {
    const { time, now, sleep } = fakeTime();
    const throttle = throttleOn(now, sleep);
    for (let index = 0; index < 6; index++) await throttle.miss("10.0.0.1");
    expect(await throttle.delayFor("10.0.0.1")).toBe(500);
    time.now += 10 * 60_000 - 1;
    expect(await throttle.delayFor("10.0.0.1")).toBe(500);
    time.now += 1;
    expect(await throttle.delayFor("10.0.0.1")).toBe(0);
    expect(await throttle.miss("10.0.0.1")).toBe(0);
  });

  it("counts one address across throttles sharing the store, as two processes do", async () => {
    const { now, sleep } = fakeTime();
    const first = throttleOn(now, sleep);
    const second = throttleOn(now, sleep);
    for (let index = 0; index < 3; index++) await first.miss("10.0.0.3");
    for (let index = 0; index < 2; index++) await second.miss("10.0.0.3");
    expect(await first.miss("10.0.0.3")).toBe(250);
    expect(await second.delayFor("10.0.0.3")).toBe(500);
  });
});

describe("public booking routes under load", () => {
  const state = useSaleWorld();
  let sides: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(sides.map((side) => side.close()));
    sides = [];
  });

  /** The public booking routes alone on the test database, with a fake throttle and a small limit. */
  async function publicApp(options: PublicBookingRoutesOptions) {
    const { app } = state();
    const side = Fastify({ logger: false, trustProxy: true });
    sides.push(side);
    side.setValidatorCompiler(validatorCompiler);
    side.setSerializerCompiler(serializerCompiler);
    side.decorate("config", app.config);
    side.decorate("database", app.database);
    await side.register(errorsPlugin);
    await side.register(accessPlugin);
    await side.register(publicBookingRoutes, { prefix: "/api", ...options });
    return (url: string, remoteAddress = "10.1.1.1") =>
      side.inject({ method: "GET", url: `/api/public/bookings${url}`, remoteAddress });
  }

  it("answers 429 with the catalogue message beyond the limit, per address", async () => {
    const get = await publicApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    for (let index = 0; index < 3; index++) expect((await get("/check/abc")).statusCode).toBe(422);
    const refused = await get("/check/abc");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: "TOO_MANY_REQUESTS",
      error_code: "TOO_MANY_REQUESTS",
      message: "Terlalu banyak permintaan. Silakan tunggu beberapa saat.",
    });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await get("/ZZZZZZ99/tickets")).statusCode).toBe(429);
    expect((await get("/check/abc", "10.1.1.2")).statusCode).toBe(422);
  });

  it("counts the limit once over two instances sharing the database, as two processes do", async () => {
    const limit = { rateLimit: { max: 4, timeWindowMs: 60_000 } };
    const [first, second] = [await publicApp(limit), await publicApp(limit)];
    for (const get of [first, second, first, second]) expect((await get("/check/abc")).statusCode).toBe(422);
    expect((await first("/check/abc")).statusCode).toBe(429);
    expect((await second("/check/abc")).statusCode).toBe(429);
    expect((await second("/check/abc", "10.1.1.2")).statusCode).toBe(422);
  });

  it("slows down a run of unknown codes from one address, never a known code", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, true);
    const { time, now, sleep } = fakeTime();
    const store = new DatabaseCounterStore(state().app.database.db, now);
    const get = await publicApp({ misses: new MissThrottle({ store, sleep }) });
    for (let index = 0; index < 5; index++)
      expect((await get(`/check/ZZZZZZ${index}0`)).statusCode).toBe(404);
    expect(time.slept).toEqual([]);
    expect((await get("/print/ZZZZZZ99")).statusCode).toBe(404);
    expect((await get("/ZZZZZZ98/tickets")).statusCode).toBe(404);
    expect(time.slept).toEqual([250, 500]);
    expect((await get(`/check/${sold.booking_code}`)).statusCode).toBe(200);
    expect((await get(`/${sold.booking_code}/tickets`)).statusCode).toBe(200);
    expect(time.slept).toEqual([250, 500]);
    // Invalid codes are refused before any lookup and do not count.
    expect((await get("/check/abc")).statusCode).toBe(422);
    expect((await get("/check/ZZZZZZ97")).statusCode).toBe(404);
    expect(time.slept).toEqual([250, 500, 750]);
    // Another address is not slowed.
    expect((await get("/check/ZZZZZZ96", "10.1.1.9")).statusCode).toBe(404);
    expect(time.slept).toEqual([250, 500, 750]);
  });
});
