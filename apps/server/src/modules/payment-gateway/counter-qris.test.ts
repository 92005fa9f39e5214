import { COUNTER_QRIS_MESSAGES } from "@ferry/shared/payment-gateway";
import { describe, expect, it } from "vitest";
import { adult, CASHIER, type StaffCaller, staffCaller } from "../../test/sales-fixtures";
import { bookOnline, deliver, type GatewayState, useGatewayWorld } from "./testing";

/** The cashier sells one adult at the counter without taking money yet: the booking waits for payment. */
async function waitingCounterSale(state: GatewayState, cashier: StaffCaller) {
  const created = await cashier.call("POST", "/bookings", {
    schedule_id: state.world.schedule.id,
    pemesan_nama: "Siti Aminah",
    passengers: [adult(state.world.adultPrice, "Siti Aminah")],
  });
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json().data;
  expect(booking.status).toBe("waiting_payment");
  return booking as { id: number; booking_code: string; total_harga: number; expires_at: string };
}

describe("counter QRIS through the gateway (QRIS_LOKET_VIA_GATEWAY on)", () => {
  const state = useGatewayWorld({ counterQris: true });

  it("charges a dynamic QRIS held as long as the booking; the signed settlement issues the tickets, outside any shift", async () => {
    const cashier = await staffCaller(state().app, CASHIER);
    expect((await cashier.call("GET", "/payment-gateway/counter-qris")).json().data).toEqual({
      via_gateway: true,
    });
    const booking = await waitingCounterSale(state(), cashier);
    const charged = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris`);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().message).toBe(COUNTER_QRIS_MESSAGES.created);
    const qris = charged.json().data;
    expect(qris).toMatchObject({ method: "qris", status: "pending", amount: booking.total_harga });
    expect(qris.qr_image).toMatch(/^data:image\/png;base64,/);
    const orderId = `${booking.booking_code}-1`;
    const atGateway = state().double.transactions.get(orderId);
    expect(atGateway).toMatchObject({ payment_type: "qris", gross_amount: booking.total_harga });
    expect(Math.abs(Date.parse(qris.expires_at) - Date.parse(booking.expires_at))).toBeLessThanOrEqual(1000);

    // Asked again (a second click, a reload): the same QR, no second charge.
    const again = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris`);
    expect(again.json().data.qr_image).toBe(qris.qr_image);
    expect(state().double.requests.filter((request) => request.path === "/v2/charge")).toHaveLength(1);

    const paid = await deliver(state().app, state().double.notification(orderId, "settlement"));
    expect(paid.json().data.outcome).toBe("settled");
    const detail = (await cashier.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(detail).toMatchObject({ status: "confirmed", sisa_tagihan: 0 });
    expect(detail.tickets.passenger_tickets).toHaveLength(1);
    expect(detail.payments).toMatchObject([
      { method: "midtrans", amount: booking.total_harga, reference: orderId, status: "diterima" },
    ]);
    // Not cash: the cashier's shift expects nothing of it.
    const shift = (await cashier.call("GET", "/cashier-shifts/current")).json().data;
    expect(shift).toMatchObject({ jumlah_transaksi: 0, total_penjualan: 0 });
  });

  it("'Cek Pembayaran' asks the gateway now: a payment whose notification is late confirms the booking", async () => {
    const cashier = await staffCaller(state().app, CASHIER);
    const booking = await waitingCounterSale(state(), cashier);
    const early = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris/check`);
    expect(early.statusCode).toBe(409);
    await cashier.call("POST", `/bookings/${booking.id}/gateway-qris`);
    const waiting = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris/check`);
    expect(waiting.json().data).toEqual({ outcome: "ignored" });
    const paid = state().double.transactions.get(`${booking.booking_code}-1`);
    if (paid) paid.transaction_status = "settlement"; // paid; the notification has not arrived
    const checked = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toEqual({ outcome: "settled" });
    const detail = (await cashier.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(detail).toMatchObject({ status: "confirmed", sisa_tagihan: 0 });
    expect(detail.tickets.passenger_tickets).toHaveLength(1);
  });

  it("refuses a booking that is not a waiting counter sale", async () => {
    const cashier = await staffCaller(state().app, CASHIER);
    const online = await bookOnline(state());
    const refused = await cashier.call("POST", `/bookings/${online.id}/gateway-qris`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COUNTER_QRIS_MESSAGES.onlyCounter);
    const booking = await waitingCounterSale(state(), cashier);
    await cashier.call("POST", `/bookings/${booking.id}/cancel`, { alasan: "Batal beli" });
    const cancelled = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(COUNTER_QRIS_MESSAGES.notWaiting);
    const stranger = await staffCaller(state().app, ["view penjualan umum"]);
    expect((await stranger.call("POST", `/bookings/${booking.id}/gateway-qris`)).statusCode).toBe(403);
    expect(state().double.requests.filter((request) => request.path === "/v2/charge")).toHaveLength(0);
  });
});

describe("counter QRIS recorded by hand (QRIS_LOKET_VIA_GATEWAY off)", () => {
  const state = useGatewayWorld();

  it("keeps the QRIS recorded with its reference at the sale, and no gateway charge", async () => {
    const cashier = await staffCaller(state().app, CASHIER);
    expect((await cashier.call("GET", "/payment-gateway/counter-qris")).json().data).toEqual({
      via_gateway: false,
    });
    const booking = await waitingCounterSale(state(), cashier);
    const refused = await cashier.call("POST", `/bookings/${booking.id}/gateway-qris`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(COUNTER_QRIS_MESSAGES.off);
    const sold = await cashier.call("POST", "/bookings", {
      schedule_id: state().world.schedule.id,
      pemesan_nama: "Budi",
      passengers: [{ ...adult(state().world.adultPrice), nomor_identitas: "3510010101900002" }],
      payment: { method: "qris", amount: booking.total_harga, reference: "QRIS-778899" },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().data).toMatchObject({ status: "confirmed" });
    expect(sold.json().data.payments).toMatchObject([{ method: "qris", status: "diterima" }]);
    expect(state().double.requests).toHaveLength(0);
  });
});
