import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingPayments } from "../../db/schema/bookings";
import { gatewayOf } from "./gateway";
import { checkPendingCharges, STATUS_WINDOW_MS } from "./status-check";
import { findChargeByOrder } from "./store";
import { bookOnline, choose, type GatewayState, useGatewayWorld } from "./testing";

/** A booking paying by QRIS at the gateway, and the instants its charge is far from, near and past its deadline. */
async function paying(state: GatewayState) {
  const booking = await bookOnline(state);
  expect((await choose(state, booking.booking_code, "qris")).statusCode).toBe(200);
  const deadline = Date.parse(booking.expires_at);
  return {
    ...booking,
    orderId: `${booking.booking_code}-1`,
    far: new Date(deadline - STATUS_WINDOW_MS - 60_000),
    near: new Date(deadline - 60_000),
    past: new Date(deadline + 1000),
  };
}

describe("payment gateway: the status job asks about charges pending near their deadline", () => {
  const state = useGatewayWorld();
  const db = () => state().app.database.db;
  const gateway = () => {
    const provider = gatewayOf(state().app.config);
    if (!provider) throw new Error("the gateway is off");
    return provider;
  };
  const statusAsked = (orderId: string) =>
    state().double.requests.filter((request) => request.path === `/v2/${orderId}/status`).length;
  const chargeOf = (orderId: string) => findChargeByOrder(db(), orderId);
  const view = async (code: string) =>
    (await state().customer.call("GET", `/customer/bookings/${code}`)).json().data;

  it("settles a payment whose notification was lost, through the webhook's own path, once", async () => {
    const booking = await paying(state());
    const paid = state().double.transactions.get(booking.orderId);
    if (paid) paid.transaction_status = "settlement"; // paid at the gateway; the notification never came
    expect(await checkPendingCharges(db(), gateway(), booking.far)).toBe(0);
    expect(statusAsked(booking.orderId)).toBe(0);
    expect(await checkPendingCharges(db(), gateway(), booking.near)).toBe(1);
    expect(statusAsked(booking.orderId)).toBe(1);
    const confirmed = await view(booking.booking_code);
    expect(confirmed).toMatchObject({ status: "confirmed", sisa_tagihan: 0 });
    expect(confirmed.tickets.passenger_tickets).toHaveLength(1);
    const payments = await db()
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking_id, booking.id));
    expect(payments).toMatchObject([
      { method: "midtrans", amount: booking.total_harga, reference: booking.orderId, status: "diterima" },
    ]);
    expect(await chargeOf(booking.orderId)).toMatchObject({
      status: "settlement",
      paid_amount: booking.total_harga,
    });
    // Settled: not asked again.
    expect(await checkPendingCharges(db(), gateway(), booking.near)).toBe(0);
    expect(statusAsked(booking.orderId)).toBe(1);
  });

  it("changes nothing while the gateway still waits for the money", async () => {
    const booking = await paying(state());
    expect(await checkPendingCharges(db(), gateway(), booking.near)).toBe(0);
    expect(statusAsked(booking.orderId)).toBe(1);
    expect((await chargeOf(booking.orderId))?.status).toBe("pending");
    expect((await view(booking.booking_code)).status).toBe("waiting_payment");
  });

  it("records a charge the gateway expired and releases its booking once the deadline passed", async () => {
    const { world } = state();
    const booking = await paying(state());
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
    const expired = state().double.transactions.get(booking.orderId);
    if (expired) expired.transaction_status = "expire";
    expect(await checkPendingCharges(db(), gateway(), booking.past)).toBe(1);
    expect((await chargeOf(booking.orderId))?.status).toBe("expire");
    expect((await view(booking.booking_code)).status).toBe("cancel");
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
  });

  it("leaves a charge for the next run when the gateway cannot answer", async () => {
    const booking = await paying(state());
    await state().double.close();
    expect(await checkPendingCharges(db(), gateway(), booking.near)).toBe(0);
    expect((await chargeOf(booking.orderId))?.status).toBe("pending");
  });
});
