import { GATEWAY_MESSAGES } from "@ferry/shared/payment-gateway";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentGatewayTransactions } from "../../db/schema/payment-gateway";
import { expireOverdue } from "../bookings/index";
import { viewJson } from "../online-booking/testing";
import { cancelStaleCharges } from "./cancel-stale";
import { gatewayOf } from "./gateway";
import { bookOnline, choose, TEST_SERVER_KEY, useGatewayWorld } from "./testing";

describe("payment gateway: the customer's choice and the charge", () => {
  const state = useGatewayWorld();
  const chargesOf = (bookingId: number) =>
    state()
      .app.database.db.select()
      .from(paymentGatewayTransactions)
      .where(eq(paymentGatewayTransactions.booking_id, bookingId))
      .orderBy(paymentGatewayTransactions.id);

  it("charges a BCA virtual account held exactly as long as the booking, and shows its number", async () => {
    const booking = await bookOnline(state());
    expect(
      (await state().customer.call("GET", `/customer/bookings/${booking.booking_code}`)).json().data.gateway,
    ).toEqual({
      methods: [
        { code: "bca_va", label: "Virtual Account BCA" },
        { code: "bni_va", label: "Virtual Account BNI" },
        { code: "mandiri_bill", label: "Mandiri Bill Payment" },
        { code: "qris", label: "QRIS" },
        { code: "gopay", label: "GoPay" },
      ],
      active: null,
    });
    const answer = await choose(state(), booking.booking_code, "bca_va");
    expect(answer.statusCode, answer.body).toBe(200);
    // The customer's view with the charge, byte for byte (decision 036).
    expect(JSON.stringify(answer.json().data)).toBe(await viewJson(state().app, booking.booking_code));
    const active = answer.json().data.gateway.active;
    expect(active).toMatchObject({
      method: "bca_va",
      label: "Virtual Account BCA",
      status: "pending",
      amount: booking.total_harga,
      bank: "bca",
      qr_image: null,
    });
    expect(active.va_number).toMatch(/^12345\d{12}$/);
    // The gateway's expiry (its own GMT+7 answer) is the booking's deadline, to the second.
    expect(Math.abs(Date.parse(active.expires_at) - Date.parse(booking.expires_at))).toBeLessThanOrEqual(
      1000,
    );

    const [request] = state().double.requests;
    expect(request?.body).toMatchObject({
      payment_type: "bank_transfer",
      bank_transfer: { bank: "bca" },
      transaction_details: { order_id: `${booking.booking_code}-1`, gross_amount: booking.total_harga },
      custom_expiry: { unit: "second" },
    });
    const transaction = state().double.transactions.get(`${booking.booking_code}-1`);
    expect(transaction?.notification_url).toBe("http://localhost:3000/api/payments/midtrans/notification");

    // The same choice again makes no second charge.
    expect((await choose(state(), booking.booking_code, "bca_va")).json().data.gateway.active.va_number).toBe(
      active.va_number,
    );
    expect(state().double.requests).toHaveLength(1);
  });

  it("renders the QRIS string as a QR image; a new choice replaces the old charge, which is cancelled at the gateway", async () => {
    const booking = await bookOnline(state());
    await choose(state(), booking.booking_code, "bca_va");
    const answer = await choose(state(), booking.booking_code, "qris");
    expect(answer.statusCode, answer.body).toBe(200);
    const active = answer.json().data.gateway.active;
    expect(active).toMatchObject({ method: "qris", va_number: null });
    expect(active.qr_image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(state().double.requests[1]?.body).toMatchObject({
      payment_type: "qris",
      qris: { acquirer: "gopay" },
    });

    const [first, second] = await chargesOf(booking.id);
    expect(first).toMatchObject({
      order_id: `${booking.booking_code}-1`,
      cancel_wanted: true,
      status: "pending",
    });
    expect(second).toMatchObject({ order_id: `${booking.booking_code}-2`, cancel_wanted: false });
    const gateway = gatewayOf(state().app.config);
    if (!gateway) throw new Error("gateway off");
    expect(await cancelStaleCharges(state().app.database.db, gateway)).toBe(1);
    expect(state().double.transactions.get(`${booking.booking_code}-1`)?.transaction_status).toBe("cancel");
    expect(state().double.transactions.get(`${booking.booking_code}-2`)?.transaction_status).toBe("pending");
    expect((await chargesOf(booking.id))[0]).toMatchObject({ status: "cancel" });
    expect((await chargesOf(booking.id))[0]?.cancelled_at).not.toBeNull();
    // Nothing left to cancel: a second run calls nobody.
    expect(await cancelStaleCharges(state().app.database.db, gateway)).toBe(0);
  });

  it("cancels the gateway transaction once the booking expires", async () => {
    const booking = await bookOnline(state());
    await choose(state(), booking.booking_code, "mandiri_bill");
    const [charge] = await chargesOf(booking.id);
    expect(charge).toMatchObject({ bank: "mandiri", biller_code: "70012" });
    expect(
      await expireOverdue(state().app.database.db, new Date(Date.parse(booking.expires_at) + 1000)),
    ).toBe(1);
    const gateway = gatewayOf(state().app.config);
    if (!gateway) throw new Error("gateway off");
    expect(await cancelStaleCharges(state().app.database.db, gateway)).toBe(1);
    const cancel = state().double.requests.at(-1);
    expect(cancel).toMatchObject({ method: "POST", path: `/v2/${booking.booking_code}-1/cancel` });
    expect((await chargesOf(booking.id))[0]).toMatchObject({ status: "cancel" });
  });

  it("answers 503 when the gateway fails, keeps the attempt, and refuses a method that is off", async () => {
    const booking = await bookOnline(state());
    state().double.failNextCharge("500", "Sorry, Midtrans is down");
    const failed = await choose(state(), booking.booking_code, "bni_va");
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(GATEWAY_MESSAGES.unavailable);
    expect((await chargesOf(booking.id))[0]).toMatchObject({ status: "gagal_dibuat" });
    // Trying again makes a new order (Midtrans refuses an order id twice).
    const again = await choose(state(), booking.booking_code, "bni_va");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.gateway.active.va_number).toMatch(/^8808/);
    const off = await choose(state(), booking.booking_code, "shopeepay");
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.method).toEqual([GATEWAY_MESSAGES.methodOff]);
    const unknown = await choose(state(), booking.booking_code, "emas");
    expect(unknown.statusCode).toBe(422);
    expect(TEST_SERVER_KEY).toMatch(/^SB-/);
  });
});
