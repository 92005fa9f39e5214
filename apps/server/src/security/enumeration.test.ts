import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passengerTickets, vehicleTickets } from "../db/schema/bookings";
import { ticketScans } from "../db/schema/gate";
import { type SoldBooking, sell } from "../modules/public-bookings/testing";
import { newQrSecret } from "../modules/tickets/index";
import { buildTestApp } from "../test/app";
import { CASHIER, type SaleWorld, saleWorld, staffCaller } from "../test/sales-fixtures";

/**
 * Public lookups by booking code cannot be used to find codes, and tickets' QR secrets cannot be
 * guessed: the whole app, as a visitor meets it.
 */
let app: FastifyInstance;
let world: SaleWorld;
let paid: SoldBooking;
let unpaid: SoldBooking;
let address = 0;
/** A fresh client address per test: limits and miss counts are per address. */
const nextAddress = () => `10.77.0.${++address}`;

beforeAll(async () => {
  app = await buildTestApp();
  world = await saleWorld(app);
  const cashier = await staffCaller(app, CASHIER);
  paid = await sell(world, cashier, true);
  unpaid = await sell(world, cashier, false);
}, 60_000);
afterAll(() => app.close());

const get = (url: string, remoteAddress: string) =>
  app.inject({ method: "GET", url: `/api/public${url}`, remoteAddress });

const NOT_FOUND = {
  success: false,
  message: "Kode booking tidak ditemukan",
  code: "NOT_FOUND",
  error_code: "NOT_FOUND",
};

describe("a run of unknown codes", () => {
  it("is slowed down after the free misses", async () => {
    const from = nextAddress();
    for (let index = 0; index < 5; index++)
      expect((await get(`/bookings/check/ZZZZZ${index}A`, from)).statusCode).toBe(404);
    const started = performance.now();
    const sixth = await get("/bookings/check/ZZZZZ9A", from);
    const seventh = await get("/bookings/print/ZZZZZ9B", from);
    expect([sixth.statusCode, seventh.statusCode]).toEqual([404, 404]);
    // The deliberate delay is 250 ms then 500 ms: a lower bound, which no machine can beat.
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
  });

  it("is refused with 429 and the envelope beyond the request limit, even for a known code", async () => {
    const from = nextAddress();
    // Malformed codes are refused before any lookup (fast), but still count against the limit.
    for (let index = 0; index < 60; index++)
      expect((await get("/bookings/check/abc", from)).statusCode).toBe(422);
    for (const url of ["/bookings/check/abc", `/bookings/check/${paid.booking_code}`]) {
      const refused = await get(url, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        message: "Terlalu banyak permintaan. Silakan tunggu beberapa saat.",
        code: "TOO_MANY_REQUESTS",
        error_code: "TOO_MANY_REQUESTS",
      });
    }
    expect((await get(`/bookings/check/${paid.booking_code}`, nextAddress())).statusCode).toBe(200);
  });
});

describe("refusals reveal nothing more than they must", () => {
  it("answers one and the same 404 body for an unknown code on every public lookup", async () => {
    const from = nextAddress();
    for (const url of [
      "/bookings/check/TIDAKADA",
      "/bookings/print/TIDAKADA",
      "/bookings/TIDAKADA/tickets",
      "/bookings/TIDAKADA/booking/pdf",
      "/bookings/TIDAKADA/booking/preview",
      "/tickets/bookings/TIDAKADA/pdf/normal",
      "/tickets/bookings/TIDAKADA/preview/thermal",
    ]) {
      const response = await get(url, from);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it("refuses to print an unpaid booking with a bare 403 holding none of its data", async () => {
    const from = nextAddress();
    const [row] = await app.database.db
      .select({ id: passengerTickets.id })
      .from(passengerTickets)
      .where(eq(passengerTickets.booking_id, unpaid.id));
    expect(row).toBeUndefined();
    for (const url of [
      `/bookings/print/${unpaid.booking_code}`,
      `/tickets/bookings/${unpaid.booking_code}/pdf/normal`,
      `/tickets/bookings/${unpaid.booking_code}/preview/thermal`,
    ]) {
      const response = await get(url, from);
      expect(response.statusCode, url).toBe(403);
      const body = response.json();
      expect(Object.keys(body).sort(), url).toEqual(["code", "error_code", "message", "success"]);
      expect(body.code).toBe("ACCESS_DENIED");
      expect(response.body).not.toContain("Budi");
      expect(response.body).not.toContain("081234567890");
    }
  });
});

describe("ticket QR secrets", () => {
  it("are 128 random bits, distinct, and never shown by the public lookups", async () => {
    const db = app.database.db;
    const secrets = [
      ...(await db.select({ secret: passengerTickets.qr_secret }).from(passengerTickets)),
      ...(await db.select({ secret: vehicleTickets.qr_secret }).from(vehicleTickets)),
    ].map((row) => row.secret);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(secret, "base64url")).toHaveLength(16);
    }
    const from = nextAddress();
    for (const url of [
      `/bookings/check/${paid.booking_code}`,
      `/bookings/print/${paid.booking_code}`,
      `/bookings/${paid.booking_code}/tickets`,
    ]) {
      const response = await get(url, from);
      expect(response.statusCode, url).toBe(200);
      for (const secret of secrets) expect(response.body, url).not.toContain(secret);
    }
  });

  it("come from the system's random source: no repeats and every bit position varies", () => {
    const sample = Array.from({ length: 2_000 }, () => Buffer.from(newQrSecret(), "base64url"));
    expect(new Set(sample.map((bytes) => bytes.toString("hex"))).size).toBe(sample.length);
    for (let bit = 0; bit < 128; bit++) {
      const ones = sample.filter((bytes) => ((bytes[bit >> 3] ?? 0) >> (bit & 7)) & 1).length;
      // Each bit is set about half the time (binomial, n = 2000: far outside 40–60 % never happens).
      expect(ones / sample.length, `bit ${bit}`).toBeGreaterThan(0.4);
      expect(ones / sample.length, `bit ${bit}`).toBeLessThan(0.6);
    }
  });

  it("cannot be guessed at the gate: a forged secret opens nothing", async () => {
    const gate = await staffCaller(app, ["create scan tiket"]);
    const forged = await gate.call("POST", "/tickets/validate-qr", {
      qr_data: newQrSecret(),
      schedule_id: world.schedule.id,
      gate: "A",
      nonce: "n-1",
    });
    expect(forged.statusCode).toBeLessThan(500);
    expect(JSON.stringify(forged.json())).not.toContain(paid.booking_code);
    const scans = await app.database.db.select({ result: ticketScans.result }).from(ticketScans);
    expect(scans.filter((scan) => scan.result === "diterima")).toEqual([]);
    const used = await app.database.db
      .select({ id: passengerTickets.id })
      .from(passengerTickets)
      .where(eq(passengerTickets.status_tiket, "digunakan"));
    expect(used).toEqual([]);
  });

  it("are found by their SHA-256 only: the stored digest is the secret's, and odd scan data is just a miss", async () => {
    const db = app.database.db;
    const [ticket] = await db
      .select({ secret: passengerTickets.qr_secret, hash: passengerTickets.qr_hash })
      .from(passengerTickets)
      .limit(1);
    expect(ticket?.hash.equals(createHash("sha256").update(ticket.secret).digest())).toBe(true);
    const gate = await staffCaller(app, ["create scan tiket"]);
    for (const [index, qr_data] of ["\\x41\\", "é漢字🚢", nearMiss(ticket?.secret ?? "")].entries()) {
      const scan = await gate.call("POST", "/tickets/validate-qr", {
        qr_data,
        schedule_id: world.schedule.id,
        gate: "A",
        nonce: `odd-${index}`,
      });
      expect(scan.statusCode, qr_data).toBeLessThan(500);
      expect(JSON.stringify(scan.json()), qr_data).not.toContain(paid.booking_code);
    }
  });
});

/** The secret with its last character changed: one character away from a real ticket. */
function nearMiss(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
}
