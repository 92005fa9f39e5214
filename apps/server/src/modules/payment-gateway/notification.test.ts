import { GATEWAY_MESSAGES } from "@ferry/shared/payment-gateway";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { bookingPayments } from "../../db/schema/bookings";
import { notices } from "../../db/schema/notices";
import { scheduleQuotas } from "../../db/schema/schedules";
import { FINANCE, staffCaller } from "../../test/sales-fixtures";
import { expireOverdue } from "../bookings/index";
import { midtransSignature } from "../online-booking/index";
import { findChargeByOrder } from "./store";
import { bookOnline, choose, deliver, type GatewayState, TEST_SERVER_KEY, useGatewayWorld } from "./testing";

/** A booking paying by `method` at the gateway: its code, id, total and order id. */
async function paying(state: GatewayState, method = "bca_va") {
  const booking = await bookOnline(state);
  expect((await choose(state, booking.booking_code, method)).statusCode).toBe(200);
  return { ...booking, orderId: `${booking.booking_code}-1` };
}

describe("payment gateway: notifications", () => {
  const state = useGatewayWorld();
  const db = () => state().app.database.db;
  const view = async (code: string) =>
    (await state().customer.call("GET", `/customer/bookings/${code}`)).json().data;
  const chargeOf = (orderId: string) => findChargeByOrder(db(), orderId);
  const paymentsOf = (bookingId: number) =>
    db().select().from(bookingPayments).where(eq(bookingPayments.booking_id, bookingId));
  const actions = async () =>
    (await db().select({ action: activityLogs.action }).from(activityLogs)).map((row) => row.action);

  it("a settlement confirms the booking in one go: payment, tickets, e-ticket notice; again, nothing more", async () => {
    const booking = await paying(state());
    const settlement = state().double.notification(booking.orderId, "settlement");
    const first = await deliver(state().app, settlement);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: { outcome: "settled" },
      message: GATEWAY_MESSAGES.received,
    });

    const confirmed = await view(booking.booking_code);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      sisa_tagihan: 0,
      print_available: true,
      gateway: null,
    });
    expect(confirmed.tickets.passenger_tickets).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toMatchObject([
      { method: "midtrans", amount: booking.total_harga, status: "diterima", reference: booking.orderId },
    ]);
    expect(await chargeOf(booking.orderId)).toMatchObject({
      status: "settlement",
      paid_amount: booking.total_harga,
      flag: null,
    });
    expect(await db().select().from(notices).where(eq(notices.booking_id, booking.id))).not.toHaveLength(0);
    expect(await actions()).toContain("booking.gateway_paid");

    // Midtrans retries: the same notification, then a late 'pending', change nothing.
    expect((await deliver(state().app, settlement)).json().data.outcome).toBe("ignored");
    const late = state().double.notification(booking.orderId, "pending");
    expect((await deliver(state().app, late)).json().data.outcome).toBe("ignored");
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect(await chargeOf(booking.orderId)).toMatchObject({ status: "settlement" });
  });

  it("refuses a bad signature (403, nothing changed) and an unknown order (404)", async () => {
    const booking = await paying(state());
    const forged = state().double.notification(booking.orderId, "settlement", {
      signature_key: "0".repeat(128),
    });
    const refused = await deliver(state().app, forged);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GATEWAY_MESSAGES.badSignature);
    // An amount changed after signing breaks the signature too.
    const signed = state().double.notification(booking.orderId, "settlement");
    expect((await deliver(state().app, { ...signed, gross_amount: "1.00" })).statusCode).toBe(403);
    expect((await deliver(state().app, { hello: "world" })).statusCode).toBe(403);
    expect((await view(booking.booking_code)).status).toBe("waiting_payment");
    expect(await paymentsOf(booking.id)).toHaveLength(0);
    expect(await chargeOf(booking.orderId)).toMatchObject({ status: "pending" });

    const stranger = { order_id: "TIDAKADA-1", status_code: "200", gross_amount: "10000.00" };
    const unknown = await deliver(state().app, {
      ...stranger,
      transaction_status: "settlement",
      signature_key: midtransSignature(stranger, TEST_SERVER_KEY),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GATEWAY_MESSAGES.unknownOrder);
  });

  it("records an expiry on the open charge; a later 'pending' does not reopen it", async () => {
    const booking = await paying(state(), "qris");
    expect(
      (await deliver(state().app, state().double.notification(booking.orderId, "expire"))).json().data
        .outcome,
    ).toBe("recorded");
    expect(await chargeOf(booking.orderId)).toMatchObject({ status: "expire" });
    expect(
      (await deliver(state().app, state().double.notification(booking.orderId, "pending"))).json().data
        .outcome,
    ).toBe("ignored");
    expect(await chargeOf(booking.orderId)).toMatchObject({ status: "expire" });
  });

  it("refuses an amount other than the booking's total and flags it for finance, who resolves it", async () => {
    const booking = await paying(state());
    // A genuine (signed) notification of a different amount.
    const short = state().double.notification(booking.orderId, "settlement", { gross_amount: "5000.00" });
    const answer = await deliver(state().app, short);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await view(booking.booking_code)).status).toBe("waiting_payment");
    expect(await paymentsOf(booking.id)).toHaveLength(0);
    expect(await chargeOf(booking.orderId)).toMatchObject({ flag: "selisih_nominal", paid_amount: 5000 });
    expect(await actions()).toContain("payment_gateway.flagged");

    const finance = await staffCaller(state().app, FINANCE);
    const list = (await finance.call("GET", "/payment-gateway/transactions?perhatian=1")).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      order_id: booking.orderId,
      booking_code: booking.booking_code,
      flag: "selisih_nominal",
    });
    const resolved = await finance.call("POST", `/payment-gateway/transactions/${list.data[0].id}/resolve`, {
      catatan: "Dana dikembalikan",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await finance.call("GET", "/payment-gateway/transactions?perhatian=1")).json().meta.total).toBe(
      0,
    );
    expect(
      (await finance.call("POST", `/payment-gateway/transactions/${list.data[0].id}/resolve`, {})).statusCode,
    ).toBe(409);
    expect(await actions()).toContain("payment_gateway.resolved");
    // The flagged charge takes nothing more.
    expect(
      (await deliver(state().app, state().double.notification(booking.orderId, "settlement"))).json().data
        .outcome,
    ).toBe("ignored");
    const cashier = await staffCaller(state().app, ["view penjualan umum"]);
    expect((await cashier.call("GET", "/payment-gateway/transactions")).statusCode).toBe(403);
  });

  it("a payment notified after the booking expired takes its seats back when they are free", async () => {
    const { world } = state();
    const booking = await paying(state());
    await expireOverdue(db(), new Date(Date.parse(booking.expires_at) + 1000));
    expect((await view(booking.booking_code)).status).toBe("cancel");
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    const answer = await deliver(state().app, state().double.notification(booking.orderId, "settlement"));
    expect(answer.json().data.outcome).toBe("settled");
    const confirmed = await view(booking.booking_code);
    expect(confirmed).toMatchObject({ status: "confirmed", sisa_tagihan: 0 });
    expect(confirmed.tickets.passenger_tickets).toHaveLength(1);
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
  });

  it("a payment notified after the booking expired and its seats were sold is marked for refund", async () => {
    const { world } = state();
    const booking = await paying(state());
    await expireOverdue(db(), new Date(Date.parse(booking.expires_at) + 1000));
    // Meanwhile the sailing sold out.
    await db()
      .update(scheduleQuotas)
      .set({ terjual: sql`${scheduleQuotas.kapasitas}` })
      .where(eq(scheduleQuotas.schedule_id, world.schedule.id));
    const answer = await deliver(state().app, state().double.notification(booking.orderId, "settlement"));
    expect(answer.statusCode).toBe(200);
    expect((await view(booking.booking_code)).status).toBe("cancel");
    expect(await world.seatsLeft(world.adult.id)).toBe(0);
    expect(await paymentsOf(booking.id)).toHaveLength(0);
    expect(await chargeOf(booking.orderId)).toMatchObject({
      flag: "perlu_refund",
      status: "settlement",
      paid_amount: booking.total_harga,
    });
    const finance = await staffCaller(state().app, FINANCE);
    const list = (await finance.call("GET", "/payment-gateway/transactions?perhatian=1")).json();
    expect(list.data[0]).toMatchObject({ flag: "perlu_refund" });
  });
});
