import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesLimits } from "../../db/schema/sales";
import { buildTestApp } from "../../test/app";
import { crossing } from "../../test/voyage-fixtures";
import { takeChannelSeats } from "./service";

/**
 * On PostgreSQL sales run in parallel transactions: the conditional UPDATE must let exactly `batas` seats
 * through. (PGlite runs transactions one at a time, so the race exists only on PostgreSQL.)
 */
describe("takeChannelSeats under concurrency", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("40 parallel transactions taking 1 seat on a limit of 10: exactly 10 succeed", async () => {
    const db = app.database.db;
    const world = await crossing(app);
    const schedule = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: "2026-12-01T01:00:00Z",
      waktu_tiba: "2026-12-01T01:45:00Z",
    });
    await db.insert(salesLimits).values({ schedule_id: schedule.id, channel: "agen", batas: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        db.transaction(async (tx) => {
          await takeChannelSeats(tx, { schedule_id: schedule.id, channel: "agen", seats: 1 });
          // Hold the transaction open a moment so the others really wait on the row.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      ),
    );
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.length - refused.length).toBe(10);
    expect(refused).toHaveLength(30);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "SALES_LIMIT_EXCEEDED" });
    }
    const [row] = await db.select().from(salesLimits);
    expect(row?.terjual).toBe(10);
  });
});
