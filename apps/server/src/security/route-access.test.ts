import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sell } from "../modules/public-bookings/testing";
import { buildTestApp } from "../test/app";
import { CASHIER, type SaleWorld, saleWorld, staffCaller } from "../test/sales-fixtures";
import {
  concreteUrl,
  isBackOffice,
  type Operation,
  openapiOperations,
  registeredApiRoutes,
  routeKey,
} from "./api-routes";
import { bearerOf, customerAccount } from "./callers";

/**
 * Walks every operation of the OpenAPI document with three callers: nobody, a staff member holding no
 * permission, and a customer. The document and the registered routes must agree on paths and access.
 */
let app: FastifyInstance;
let world: SaleWorld;
let foreign: { id: number; booking_code: string };
let values: Record<string, string | number>;
let ownerAuthorization: string;

beforeAll(async () => {
  app = await buildTestApp();
  world = await saleWorld(app);
  // Data owned by someone else: a cashier's confirmed booking.
  const cashier = await staffCaller(app, CASHIER);
  foreign = await sell(world, cashier, true);
  ownerAuthorization = cashier.authorization;
  values = {
    id: foreign.id,
    shipId: Number(world.ship.id),
    scheduleId: Number(world.schedule.id),
    code: foreign.booking_code,
    slugOrId: 1,
    category: "umum",
    template: "thermal",
    report: "harian",
  };
});
afterAll(() => app.close());

const send = (operation: Operation, authorization?: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: operation.method,
    url: concreteUrl(operation.url, values),
    headers: authorization ? { authorization } : {},
    payload: operation.method === "GET" || operation.method === "DELETE" ? undefined : {},
  });

function expectFailure(response: LightMyRequestResponse, status: number, code: string, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.json(), label).toMatchObject({ success: false, code, error_code: code });
  expect(typeof response.json().message, label).toBe("string");
}

describe("the OpenAPI document and the registered routes", () => {
  it("list the same routes with the same declared access", () => {
    const documented = openapiOperations(app);
    const registered = registeredApiRoutes(app);
    expect(registered.filter((route) => route.access === undefined).map(routeKey)).toEqual([]);
    expect(documented.map(routeKey).sort()).toEqual(registered.map(routeKey).sort());
    const accessOf = new Map(registered.map((route) => [routeKey(route), route.access]));
    for (const operation of documented)
      expect(operation.access, routeKey(operation)).toEqual(accessOf.get(routeKey(operation)));
    expect(documented.length).toBeGreaterThan(200);
  });
});

describe("every documented route", () => {
  it("answers 401 without a token unless it is public", async () => {
    const guarded = openapiOperations(app).filter((operation) => operation.access !== "public");
    for (const operation of guarded) {
      const response = await send(operation);
      expectFailure(response, 401, response.json().code, routeKey(operation));
      expect(response.json().reason, routeKey(operation)).toBe("token_invalid");
    }
  });

  it("answers 403 to a staff member without the permission, and only their own data where none is needed", async () => {
    // The check below can fail: the owner does see the booking on a "staff" route.
    const own = await send(
      {
        method: "GET",
        url: "/api/bookings",
        access: "staff",
        hasBody: false,
        bodySchema: undefined,
        parameters: [],
      },
      ownerAuthorization,
    );
    expect(own.body).toContain(foreign.booking_code);
    const { authorization } = await staffCaller(app, []);
    // Public routes are left out: `POST /api/logout` would end the session being tested.
    for (const operation of openapiOperations(app).filter((item) => item.access !== "public")) {
      const label = routeKey(operation);
      const response = await send(operation, authorization);
      if (typeof operation.access === "object") {
        expectFailure(response, 403, "ACCESS_DENIED", label);
        continue;
      }
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      // Nothing of the cashier's booking reaches a staff member who holds no permission.
      expect(response.body, label).not.toContain(foreign.booking_code);
      if (operation.method !== "GET" && operation.url.includes(":"))
        expect(response.statusCode, `${label} changes someone else's row`).toBeGreaterThanOrEqual(400);
    }
  });

  it("answers 403 to a customer on every back-office route", async () => {
    const customer = await customerAccount(app);
    const authorization = bearerOf(customer.token);
    const backOffice = openapiOperations(app).filter((operation) => isBackOffice(operation.access));
    expect(backOffice.length).toBeGreaterThan(150);
    for (const operation of backOffice)
      expectFailure(await send(operation, authorization), 403, "ACCESS_DENIED", routeKey(operation));
  });
});
