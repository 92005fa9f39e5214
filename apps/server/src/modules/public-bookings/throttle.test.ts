import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { accessPlugin } from "../../plugins/access";
import { errorsPlugin } from "../../plugins/errors";
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
  it("lets 5 misses pass, then waits 250 ms more per miss up to 3 s", async () => {
    const { time, now, sleep } = fakeTime();
    const throttle = new MissThrottle({ now, sleep });
    const delays: number[] = [];
    for (let index = 0; index < 20; index++) delays.push(await throttle.miss("10.0.0.1"));
    expect(delays).toEqual([
      0, 0, 0, 0, 0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3000, 3000, 3000,
    ]);
    expect(time.slept).toEqual(delays.filter((delay) => delay > 0));
    // Another address counts on its own.
    expect(await throttle.miss("10.0.0.2")).toBe(0);
  });

  it("forgets misses older than 10 minutes", async () => {
    const { time, now, sleep } = fakeTime();
    const throttle = new MissThrottle({ now, sleep });
    for (let index = 0; index < 6; index++) await throttle.miss("10.0.0.1");
    expect(throttle.delayFor("10.0.0.1")).toBe(500);
    time.now += 10 * 60_000 - 1;
    expect(throttle.delayFor("10.0.0.1")).toBe(500);
    time.now += 1;
    expect(throttle.delayFor("10.0.0.1")).toBe(0);
    expect(throttle.size).toBe(0);
  });

  it("keeps at most maxAddresses, dropping expired ones first, then the oldest", async () => {
    const { time, now, sleep } = fakeTime();
    const throttle = new MissThrottle({ now, sleep, maxAddresses: 3 });
    await throttle.miss("a");
    time.now += 11 * 60_000;
    await throttle.miss("b");
    await throttle.miss("c");
    await throttle.miss("d");
    expect(throttle.size).toBe(3);
    await throttle.miss("e");
    expect(throttle.size).toBe(3);
    expect(throttle.delayFor("b")).toBe(0);
  });
});

describe("public booking routes under load", () => {
  const state = useSaleWorld();
  let side: FastifyInstance | undefined;
  afterEach(() => side?.close());

  /** The public booking routes alone on the test database, with a fake throttle and a small limit. */
  async function publicApp(options: PublicBookingRoutesOptions) {
    const { app } = state();
    side = Fastify({ logger: false, trustProxy: true });
    side.setValidatorCompiler(validatorCompiler);
    side.setSerializerCompiler(serializerCompiler);
    side.decorate("config", app.config);
    side.decorate("database", app.database);
    await side.register(errorsPlugin);
    await side.register(accessPlugin);
    await side.register(publicBookingRoutes, { prefix: "/api", ...options });
    const instance = side;
    return (url: string, remoteAddress = "10.1.1.1") =>
      instance.inject({ method: "GET", url: `/api/public/bookings${url}`, remoteAddress });
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

  it("slows down a run of unknown codes from one address, never a known code", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, true);
    const { time, now, sleep } = fakeTime();
    const get = await publicApp({ misses: new MissThrottle({ now, sleep }) });
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
