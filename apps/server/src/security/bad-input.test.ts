import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { sell } from "../modules/public-bookings/testing";
import { buildTestApp } from "../test/app";
import { CASHIER, saleWorld, staffCaller } from "../test/sales-fixtures";
import { adminClient } from "../test/voyage-fixtures";
import { concreteUrl, type Operation, routeKey } from "./api-routes";
import { FUZZ_RUNS_PER_ROUTE, FUZZ_SEED, fuzzedRoutes } from "./catalogue";
import { databaseFingerprint } from "./fingerprint";
import type { JsonSchema } from "./hostile";
import { hostileBody } from "./hostile";

/**
 * Every create and update route, attacked with random and hostile bodies by a Super Admin (so no
 * permission stops the body before validation): a refusal is a 4xx with the failure envelope, never a
 * 500, and leaves every table as it was; a 2xx only for a body the route's own schema accepts.
 */
let app: FastifyInstance;
let authorization: string;
let values: Record<string, string | number>;
const tried = { routes: 0, inputs: 0, accepted: 0 };

beforeAll(async () => {
  app = await buildTestApp();
  const world = await saleWorld(app);
  const sold = await sell(world, await staffCaller(app, CASHIER), true);
  ({ authorization } = await adminClient(app));
  values = {
    id: sold.id,
    shipId: Number(world.ship.id),
    scheduleId: Number(world.schedule.id),
    code: sold.booking_code,
  };
}, 60_000);
afterAll(() => app.close());

function schemaOf(operation: Operation): z.ZodType | undefined {
  const route = app.routeAccess.find(
    (item) => item.method === operation.method && item.url === operation.url,
  );
  return route?.body as z.ZodType | undefined;
}

/** A refused sign-in is recorded by design (attempt counter and activity log): public routes may add those. */
const AUDIT_OF_REFUSED_SIGN_INS = new Set(["login_attempts", "activity_logs"]);

/**
 * Sends FUZZ_RUNS_PER_ROUTE hostile bodies to one route. The tables are compared (cheaply, in batches)
 * before every body the route's schema accepts, since only such a body may change data, and at the end:
 * a difference names the refused bodies sent since the last comparison.
 */
async function attack(operation: Operation) {
  const schema = schemaOf(operation);
  const skip = operation.access === "public" ? AUDIT_OF_REFUSED_SIGN_INS : new Set<string>();
  const fingerprint = () => databaseFingerprint(app.database.db, skip);
  let baseline = await fingerprint();
  let refused: string[] = [];
  const verify = async () => {
    if (refused.length === 0) return;
    expect(await fingerprint(), `a refused body changed data:\n${refused.join("\n")}`).toBe(baseline);
    refused = [];
  };
  await fc.assert(
    fc.asyncProperty(hostileBody(operation.bodySchema as JsonSchema), async (body) => {
      const label = `${routeKey(operation)} ${JSON.stringify(body)?.slice(0, 160)}`;
      const valid = schema?.safeParse(body).success === true;
      if (valid) await verify();
      const response = await app.inject({
        method: operation.method,
        url: concreteUrl(operation.url, values),
        headers: {
          "content-type": "application/json",
          ...(operation.access === "public" ? {} : { authorization }),
        },
        payload: JSON.stringify(body),
      });
      tried.inputs++;
      if (response.statusCode < 300) {
        expect(valid, `${label} accepted an invalid body`).toBe(true);
        tried.accepted++;
        baseline = await fingerprint();
        return;
      }
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      // The Super Admin's session still stands: a refusal is about the body, not the caller.
      if (operation.access !== "public") expect(response.statusCode, label).not.toBe(401);
      const answer = response.json();
      expect(answer, label).toMatchObject({ success: false });
      expect(typeof answer.message, label).toBe("string");
      expect(typeof answer.error_code, label).toBe("string");
      refused.push(label);
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS_PER_ROUTE, endOnFailure: true },
  );
  await verify();
  tried.routes++;
}

describe("hostile bodies on every create and update route", () => {
  it("are refused with the envelope, never a 500, and change nothing", async () => {
    const routes = fuzzedRoutes(app);
    expect(routes.length).toBeGreaterThan(60);
    for (const operation of routes) await attack(operation);
    expect(tried.routes).toBe(routes.length);
    expect(tried.inputs).toBe(routes.length * FUZZ_RUNS_PER_ROUTE);
  }, 180_000);
});

describe("the table fingerprint", () => {
  it("changes when one row changes, and only then", async () => {
    const db = app.database.db;
    const before = await databaseFingerprint(db);
    expect(await databaseFingerprint(db)).toBe(before);
    await db.execute(sql`update ports set kota = kota || '.' where id = (select min(id) from ports)`);
    expect(await databaseFingerprint(db)).not.toBe(before);
  });
});
