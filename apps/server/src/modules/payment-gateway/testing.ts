import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { buildTestApp } from "../../test/app";
import { type MidtransDouble, startMidtransDouble } from "../../test/midtrans-double";
import { CASHIER, type SaleWorld, saleWorld, staffCaller } from "../../test/sales-fixtures";
import { bookingBody } from "../online-booking/fixtures";
import { type CustomerCaller, customerCaller, setOnline } from "../online-booking/testing";

export const TEST_SERVER_KEY = "SB-Mid-server-uji-123456";

export type GatewayState = {
  app: FastifyInstance;
  world: SaleWorld;
  double: MidtransDouble;
  customer: CustomerCaller;
  dataDir: string;
};

/**
 * A fresh app with the gateway on (pointed at a local double of the Midtrans Core API started for the
 * test), 'Booking Online' on, a sale world and a signed-in customer; `counterQris` turns on
 * `QRIS_LOKET_VIA_GATEWAY`.
 */
export function useGatewayWorld({ counterQris = false } = {}): () => GatewayState {
  let state: GatewayState | undefined;
  beforeEach(async () => {
    const double = await startMidtransDouble(TEST_SERVER_KEY);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-gateway-"));
    const app = await buildTestApp({
      dataDir,
      midtrans: {
        serverKey: TEST_SERVER_KEY,
        clientKey: "SB-Mid-client-uji-123456",
        baseUrl: double.url,
        methods: ["bca_va", "bni_va", "mandiri_bill", "qris", "gopay"],
        counterQris,
      },
    });
    const world = await saleWorld(app);
    await staffCaller(app, CASHIER);
    await setOnline(app);
    state = { app, world, double, customer: await customerCaller(app), dataDir };
  });
  afterEach(async () => {
    await state?.app.close();
    await state?.double.close();
    if (state) fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!state) throw new Error("useGatewayWorld: no test is running");
    return state;
  };
}

let bookingsMade = 0;

/**
 * The customer books one adult (or `passengers`) online, each time for other people (identity numbers of
 * their own, as one person travels once per sailing); answers the waiting booking.
 */
export async function bookOnline(state: GatewayState, passengers = 1) {
  bookingsMade++;
  const body = bookingBody(state.world, { passengers });
  const people = body.passengers.map((person, index) => ({
    ...person,
    nomor_identitas: `35100101${String(bookingsMade).padStart(6, "0")}${index}`,
  }));
  const made = await state.customer.call("POST", "/customer/bookings", { ...body, passengers: people });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json().data as { booking_code: string; total_harga: number; expires_at: string };
  const [row] = await state.app.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.booking_code, booking.booking_code));
  return { ...booking, id: row?.id ?? 0 };
}

/** The customer chooses a gateway method for the booking; answers the HTTP answer. */
export function choose(state: GatewayState, code: string, method: string) {
  return state.customer.call("POST", `/customer/bookings/${code}/gateway-payment`, { method });
}

/** Delivers a notification body to the server's webhook as Midtrans would. */
export function deliver(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/payments/midtrans/notification", payload: body });
}
