import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { FINANCE, type SaleWorld, saleWorld, staffCaller } from "../../test/sales-fixtures";
import { bookingBody } from "./fixtures";
import { type CustomerCaller, customerCaller, sendProof, setOnline } from "./testing";

/**
 * The customer's online-booking routes declare their answers (decision 036): the serialiser drops a key
 * its schema lacks and refuses a wrong type. Each answer here must be, byte for byte, the JSON of what
 * the route returned (caught before serialisation), as they answered before they had a schema.
 */
describe("online booking: the customer's answers match what the routes return", () => {
  let app: FastifyInstance;
  let world: SaleWorld;
  let customer: CustomerCaller;
  let dataDir: string;
  let presented: unknown[];

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-online-answers-"));
    app = await buildTestApp({ dataDir });
    presented = [];
    app.addHook("preSerialization", async (_request, _reply, payload) => {
      presented.push(payload);
      return payload;
    });
    world = await saleWorld(app);
    await setOnline(app);
    customer = await customerCaller(app);
  });
  afterEach(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Checks the body is exactly the JSON of the route's answer; gives the data. */
  async function served(answer: Promise<{ statusCode: number; body: string }>) {
    presented = [];
    const response = await answer;
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(presented).toHaveLength(1);
    expect(response.body).toBe(JSON.stringify(presented[0]));
    return JSON.parse(response.body).data;
  }

  it("departures, quote, booking, list, detail, correction, proof, cancellation", async () => {
    const departures = await served(customer.call("GET", "/customer/departures"));
    expect(departures.length).toBeGreaterThan(0);
    await served(customer.call("GET", `/customer/departures/${world.schedule.id}`));
    const body = bookingBody(world, { passengers: 2, car: true });
    const quote = await served(customer.call("POST", "/customer/bookings/quote", body));
    expect(quote.vehicles[0].riders).toHaveLength(1);
    const made = await served(
      customer.call("POST", "/customer/bookings", body, { "idempotency-key": "answers-1" }),
    );
    expect(made.vehicles).toHaveLength(1);
    expect(made.payment_instructions.accounts).toHaveLength(1);
    await served(customer.call("POST", "/customer/bookings", body, { "idempotency-key": "answers-1" }));
    const code: string = made.booking_code;
    expect((await served(customer.call("GET", "/customer/bookings")))[0].booking_code).toBe(code);
    await served(customer.call("GET", `/customer/bookings/${code}`));
    await served(
      customer.call("PUT", `/customer/bookings/${code}/passengers/${made.passengers[0].id}`, {
        nama_lengkap: "Sari Dewi",
        jenis_identitas: "KTP",
        nomor_identitas: "3510010101900002",
        jenis_kelamin: "P",
      }),
    );
    await served(customer.call("POST", `/customer/bookings/${code}/cancel`));

    const other = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data
      .booking_code;
    const sent = await served(sendProof(app, customer, other));
    expect(sent.payments).toHaveLength(1);
    expect(sent.payments[0].bukti_url).toMatch(/^\/uploads\//);
    // Approved and ticketed: the tickets travel too.
    const finance = await staffCaller(app, [...FINANCE, "view penjualan umum"]);
    const bookingId = (await finance.call("GET", "/bookings?payment_status=menunggu")).json().data[0].id;
    const approval = `/bookings/${bookingId}/payments/${sent.payments[0].id}/approve`;
    expect((await finance.call("POST", approval, {})).statusCode).toBe(200);
    const ticketed = await served(customer.call("GET", `/customer/bookings/${other}`));
    expect(ticketed.tickets.passenger_tickets).toHaveLength(1);
    expect(await served(customer.call("GET", "/customer/bookings?status=confirmed"))).toHaveLength(1);
  });
});
