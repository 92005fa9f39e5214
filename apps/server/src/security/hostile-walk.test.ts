import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sell } from "../modules/public-bookings/testing";
import { buildTestApp } from "../test/app";
import { CASHIER, saleWorld, staffCaller } from "../test/sales-fixtures";
import { adminClient } from "../test/voyage-fixtures";
import { type Operation, openapiOperations, routeKey } from "./api-routes";
import { bearerOf, customerAccount } from "./callers";
import { FUZZ_SEED, securityFigures, WALK_RANDOM_RUNS_PER_ROUTE } from "./catalogue";
import { databaseFingerprint } from "./fingerprint";
import { type HostileRequest, hostileExamples, hostileRequest, type PathValues } from "./hostile-requests";
import { unboundedNumbers } from "./schema-bounds";

/**
 * Every route of the app's route table, called by a caller it admits, with one hostile value at a time
 * in each place that takes input (path, query, body): a NUL character, numbers past PostgreSQL's
 * `integer`, 5 000-character texts, malformed URL escapes. Every answer is below 500 (a refusal in the
 * failure envelope) and no table changes.
 */
let app: FastifyInstance;
let values: PathValues;
const callers: Record<"staff" | "customer", string> = { staff: "", customer: "" };
const sent = { routes: 0, requests: 0 };

beforeAll(async () => {
  app = await buildTestApp();
  const world = await saleWorld(app);
  const sold = await sell(world, await staffCaller(app, CASHIER), true);
  callers.staff = (await adminClient(app)).authorization;
  callers.customer = bearerOf((await customerAccount(app)).token);
  values = {
    id: sold.id,
    shipId: Number(world.ship.id),
    scheduleId: Number(world.schedule.id),
    code: sold.booking_code,
    slugOrId: 1,
    category: "profil",
    template: "thermal",
    report: "harian",
  };
}, 60_000);
afterAll(() => app.close());

/** Refused sign-ins and unknown booking codes are counted by design (attempts, misses, the activity log). */
const COUNTED_BY_DESIGN = new Set(["login_attempts", "activity_logs", "rate_limit_counters"]);

const authorizationFor = (operation: Operation) =>
  operation.access === "public" ? undefined : callers[operation.access === "customer" ? "customer" : "staff"];

let address = 0;

async function send(operation: Operation, request: HostileRequest) {
  const label = `${routeKey(operation)} (${request.target}) ${request.url.slice(0, 120)}`;
  const authorization = authorizationFor(operation);
  const response = await app.inject({
    method: operation.method,
    url: request.url,
    // A new address per request: the misses and request limits of one address are not under test here.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  sent.requests++;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const answer = response.json();
  expect(answer, label).toMatchObject({ success: false });
  expect(typeof answer.message, label).toBe("string");
  expect(typeof answer.error_code, label).toBe("string");
  // The caller's session still stands: a refusal is about the input, not the caller.
  if (authorization) expect(response.statusCode, label).not.toBe(401);
}

async function walk(operation: Operation) {
  sent.routes++;
  for (const request of hostileExamples(operation, values)) await send(operation, request);
  const random = hostileRequest(operation, values);
  if (!random) return;
  await fc.assert(
    fc.asyncProperty(random, (request) => send(operation, request)),
    { seed: FUZZ_SEED, numRuns: WALK_RANDOM_RUNS_PER_ROUTE, endOnFailure: true },
  );
}

/**
 * The tables are compared after every write route and at the end (a comparison costs as much as a few
 * dozen requests): a difference names the routes walked since the last comparison. Public routes are
 * walked last, leaving out the tables that count refused sign-ins and look-ups.
 */
async function walkAll(operations: Operation[], skip: ReadonlySet<string>) {
  const fingerprint = () => databaseFingerprint(app.database.db, skip);
  const before = await fingerprint();
  let since: string[] = [];
  for (const [index, operation] of operations.entries()) {
    await walk(operation);
    since.push(routeKey(operation));
    if (operation.method === "GET" && index < operations.length - 1) continue;
    expect(await fingerprint(), `data written by one of: ${since.join(", ")}`).toBe(before);
    since = [];
  }
}

describe("hostile input on every route", () => {
  it("is answered below 500, in the failure envelope when refused, and writes nothing", async () => {
    const operations = openapiOperations(app);
    expect(operations.length).toBeGreaterThan(200);
    const isPublic = (operation: Operation) => operation.access === "public";
    await walkAll(
      operations.filter((operation) => !isPublic(operation)),
      new Set(),
    );
    await walkAll(operations.filter(isPublic), COUNTED_BY_DESIGN);
    expect(sent.routes).toBe(operations.length);
    expect(sent.requests).toBe(securityFigures(app).hostile_walk_requests);
  }, 240_000);
});

describe("every number a request may carry", () => {
  it("is bounded within PostgreSQL's integer by its schema", () => {
    expect(unboundedNumbers(openapiOperations(app))).toEqual([]);
  });
});
