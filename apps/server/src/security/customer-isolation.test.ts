import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody } from "../modules/online-booking/fixtures";
import { type CustomerCaller, customerCaller, sendProof, setOnline } from "../modules/online-booking/testing";
import { buildTestApp } from "../test/app";
import { saleWorld } from "../test/sales-fixtures";
import { concreteUrl, type Operation, openapiOperations, routeKey } from "./api-routes";

/**
 * A customer reading or changing another customer's booking gets the same 404 as for a code that does
 * not exist, on every customer route that takes a booking code (walked from the OpenAPI document).
 */
let app: FastifyInstance;
let dataDir: string;
let alice: CustomerCaller;
let bob: CustomerCaller;
let code: string;
let passengerId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-isolation-"));
  app = await buildTestApp({ dataDir });
  const world = await saleWorld(app);
  await setOnline(app);
  alice = await customerCaller(app);
  bob = await customerCaller(app);
  const made = await alice.call("POST", "/customer/bookings", bookingBody(world));
  expect(made.statusCode, made.body).toBe(201);
  code = made.json().data.booking_code;
  passengerId = (await alice.call("GET", `/customer/bookings/${code}`)).json().data.passengers[0].id;
}, 60_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const UNKNOWN_CODE = "ZZZZZZZZ";
const NOT_FOUND = {
  success: false,
  message: "Booking tidak ditemukan",
  code: "NOT_FOUND",
  error_code: "NOT_FOUND",
};

/** A body the route accepts, so the answer is about the booking and not about the body. */
const BODIES: Record<string, unknown> = {
  "PUT /api/customer/bookings/:code/passengers/:id": { nama_lengkap: "Maling" },
};

function asBob(operation: Operation, bookingCode: string): Promise<LightMyRequestResponse> {
  const body = BODIES[routeKey(operation)];
  return app.inject({
    method: operation.method,
    url: concreteUrl(operation.url, { code: bookingCode, id: passengerId }),
    headers: { authorization: bob.authorization },
    payload: operation.method === "GET" ? undefined : ((body ?? {}) as object),
  });
}

describe("another customer's booking", () => {
  it("answers exactly as an unknown code on every customer route that takes a code", async () => {
    const routes = openapiOperations(app).filter(
      (operation) => operation.access === "customer" && operation.url.includes(":code"),
    );
    expect(routes.map(routeKey)).toContain("GET /api/customer/bookings/:code");
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const operation of routes) {
      const foreign = await asBob(operation, code);
      const unknown = await asBob(operation, UNKNOWN_CODE);
      expect(foreign.statusCode, routeKey(operation)).toBe(unknown.statusCode);
      expect(foreign.json(), routeKey(operation)).toEqual(unknown.json());
      expect(foreign.body, routeKey(operation)).not.toContain("Penumpang 1");
      if (operation.method === "GET" || BODIES[routeKey(operation)])
        expect(foreign.json(), routeKey(operation)).toEqual(NOT_FOUND);
    }
  });

  it("is 404 to read, cancel, correct or pay, and stays the owner's", async () => {
    expect((await bob.call("GET", `/customer/bookings/${code}`)).json()).toEqual(NOT_FOUND);
    expect((await bob.call("POST", `/customer/bookings/${code}/cancel`)).json()).toEqual(NOT_FOUND);
    expect((await sendProof(app, bob, code)).json()).toEqual(NOT_FOUND);
    expect((await bob.call("GET", "/customer/bookings")).body).not.toContain(code);
    const own = await alice.call("GET", `/customer/bookings/${code}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ booking_code: code, status: "waiting_payment" });
    expect(own.json().data.passengers[0].nama_lengkap).toBe("Penumpang 1");
  });
});
