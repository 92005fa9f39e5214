import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { adult, CASHIER, type SaleWorld, saleWorld, staffCaller } from "../test/sales-fixtures";

/**
 * The only HTML the server writes itself is the document preview (booking and tickets): text that
 * visitors or staff typed (names, notes) must come out escaped, so it can never run on our origin.
 */
const HOSTILE = "<script>alert(1)</script><img src=x onerror=alert(1)>";

let app: FastifyInstance;
let world: SaleWorld;
let code: string;

beforeAll(async () => {
  app = await buildTestApp();
  world = await saleWorld(app);
  const cashier = await staffCaller(app, CASHIER);
  const response = await cashier.call("POST", "/bookings", {
    schedule_id: world.schedule.id,
    pemesan_nama: HOSTILE,
    keterangan: HOSTILE,
    passengers: [adult(world.adultPrice, `Budi ${HOSTILE}`.slice(0, 100))],
    payment: { method: "tunai", amount: 11_400 },
  });
  expect(response.statusCode, response.body).toBe(201);
  code = response.json().data.booking_code;
}, 60_000);
afterAll(() => app.close());

describe("the document previews", () => {
  it("escape every text typed by people", async () => {
    for (const url of [
      `/api/public/bookings/${code}/booking/preview`,
      `/api/public/tickets/bookings/${code}/preview/normal`,
      `/api/public/tickets/bookings/${code}/preview/thermal`,
    ]) {
      const response = await app.inject({ method: "GET", url, remoteAddress: "10.66.0.1" });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body, url).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(response.body, url).not.toContain("<script>alert(1)");
      expect(response.body, url).not.toMatch(/<img[^>]*onerror/i);
      // The preview's own policy is stricter still: no script of any origin.
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("script-src");
    }
  });
});
