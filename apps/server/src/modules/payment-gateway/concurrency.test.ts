import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingPayments } from "../../db/schema/bookings";
import { expireOverdue } from "../bookings/index";
import { gatewayOf } from "./gateway";
import { checkPendingCharges } from "./status-check";
import { bookOnline, choose, deliver, useGatewayWorld } from "./testing";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): the requests really run at once there; on PGlite the
// transactions queue, and the outcome must be the same.
describe("payment gateway: concurrent notifications", () => {
  const state = useGatewayWorld();
  const paymentsOf = (bookingId: number) =>
    state().app.database.db.select().from(bookingPayments).where(eq(bookingPayments.booking_id, bookingId));

  it("the same settlement delivered by six requests at once confirms the booking once", async () => {
    const booking = await bookOnline(state());
    await choose(state(), booking.booking_code, "bca_va");
    const settlement = state().double.notification(`${booking.booking_code}-1`, "settlement");
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(state().app, settlement)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = answers.map((answer) => answer.json().data.outcome).sort();
    expect(outcomes).toEqual(["ignored", "ignored", "ignored", "ignored", "ignored", "settled"]);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    const view = await state().customer.call("GET", `/customer/bookings/${booking.booking_code}`);
    expect(view.json().data).toMatchObject({ status: "confirmed", sisa_tagihan: 0 });
    expect(view.json().data.tickets.passenger_tickets).toHaveLength(1);
  });

  it("a settlement racing the expiry job ends confirmed once, its seat held once", async () => {
    const { world } = state();
    const booking = await bookOnline(state());
    await choose(state(), booking.booking_code, "qris");
    const settlement = state().double.notification(`${booking.booking_code}-1`, "settlement");
    const late = new Date(Date.parse(booking.expires_at) + 1000);
    const [answer] = await Promise.all([
      deliver(state().app, settlement),
      expireOverdue(state().app.database.db, late),
    ]);
    expect(answer.json().data.outcome).toBe("settled");
    expect(await paymentsOf(booking.id)).toMatchObject([{ method: "midtrans", status: "diterima" }]);
    const view = await state().customer.call("GET", `/customer/bookings/${booking.booking_code}`);
    expect(view.json().data.status).toBe("confirmed");
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
  });

  it("the status job and the webhook settling the same payment at once confirm the booking once", async () => {
    const { world, app, double } = state();
    const booking = await bookOnline(state());
    await choose(state(), booking.booking_code, "bca_va");
    const orderId = `${booking.booking_code}-1`;
    const settlement = double.notification(orderId, "settlement"); // the gateway now reports it paid too
    const gateway = gatewayOf(app.config);
    if (!gateway) throw new Error("the gateway is off");
    const near = new Date(Date.parse(booking.expires_at) - 60_000);
    const [answer, checked] = await Promise.all([
      deliver(app, settlement),
      checkPendingCharges(app.database.db, gateway, near),
    ]);
    expect(answer.statusCode).toBe(200);
    // Exactly one of them settled it: the webhook, or the job (which then found the charge done or settled it).
    expect(
      [answer.json().data.outcome, checked].filter((value) => value === "settled" || value === 1),
    ).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toMatchObject([{ method: "midtrans", status: "diterima" }]);
    const view = await state().customer.call("GET", `/customer/bookings/${booking.booking_code}`);
    expect(view.json().data.status).toBe("confirmed");
    expect(view.json().data.tickets.passenger_tickets).toHaveLength(1);
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
  });
});
