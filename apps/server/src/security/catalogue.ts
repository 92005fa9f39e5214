import type { FastifyInstance } from "fastify";
import { isBackOffice, openapiOperations, registeredApiRoutes, routeKey, WRITE_METHODS } from "./api-routes";
import { hostileExamples, hostileRequest } from "./hostile-requests";
import { unboundedNumbers } from "./schema-bounds";

/** fast-check runs per create/update route in bad-input.test.ts, and its fixed seed. */
export const FUZZ_RUNS_PER_ROUTE = 15;
export const FUZZ_SEED = 20_261_123;
/** Random hostile requests per route in hostile-walk.test.ts, after every fixed one. */
export const WALK_RANDOM_RUNS_PER_ROUTE = 3;

/** The create and update routes whose body schema the bad-input test attacks. */
export function fuzzedRoutes(app: FastifyInstance) {
  return openapiOperations(app).filter(
    (operation) => WRITE_METHODS.has(operation.method) && operation.hasBody,
  );
}

/** Write routes that take no body (actions such as approve, read-all): nothing there to attack. */
export function bodylessWriteRoutes(app: FastifyInstance) {
  return openapiOperations(app).filter(
    (operation) => WRITE_METHODS.has(operation.method) && !operation.hasBody,
  );
}

export type SecurityFigures = {
  routes_walked: number;
  public_routes: number;
  back_office_routes: number;
  signed_in_routes: number;
  routes_matching_openapi: boolean;
  /** Requests of the access walk: anonymous and permission-less staff on every non-public route, a customer on every back-office one. */
  access_requests: number;
  fuzzed_routes: number;
  fuzz_inputs: number;
  bodyless_write_routes: number;
  /** Requests of the hostile walk: every fixed hostile value at every place of every route, then random ones. */
  hostile_walk_requests: number;
  unbounded_numbers: number;
};

/**
 * The figures of the security suite for `docs/quality.md`, computed from a built app (the same walk the
 * tests make): the access test sends each walked route once per caller (anonymous, staff without
 * permission, customer); the bad-input test sends FUZZ_RUNS_PER_ROUTE bodies to each fuzzed route.
 */
export function securityFigures(app: FastifyInstance): SecurityFigures {
  const operations = openapiOperations(app);
  const registered = registeredApiRoutes(app);
  const fuzzed = fuzzedRoutes(app);
  const guarded = operations.filter((operation) => operation.access !== "public").length;
  const backOffice = operations.filter((operation) => isBackOffice(operation.access)).length;
  return {
    routes_walked: operations.length,
    public_routes: operations.filter((operation) => operation.access === "public").length,
    back_office_routes: backOffice,
    signed_in_routes: operations.filter(
      (operation) => operation.access === "authenticated" || operation.access === "customer",
    ).length,
    routes_matching_openapi:
      operations.map(routeKey).sort().join("\n") === registered.map(routeKey).sort().join("\n"),
    access_requests: 2 * guarded + backOffice,
    fuzzed_routes: fuzzed.length,
    fuzz_inputs: fuzzed.length * FUZZ_RUNS_PER_ROUTE,
    bodyless_write_routes: bodylessWriteRoutes(app).length,
    hostile_walk_requests: operations.reduce(
      (sum, operation) =>
        sum +
        hostileExamples(operation, {}).length +
        (hostileRequest(operation, {}) ? WALK_RANDOM_RUNS_PER_ROUTE : 0),
      0,
    ),
    unbounded_numbers: unboundedNumbers(operations).length,
  };
}

/** Builds an app on a fresh in-memory database, reads its figures and closes it (for the quality report). */
export async function computeSecurityFigures(): Promise<SecurityFigures> {
  const { buildTestApp } = await import("../test/app");
  const app = await buildTestApp();
  try {
    await app.ready();
    return securityFigures(app);
  } finally {
    await app.close();
  }
}
