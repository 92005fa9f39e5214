import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentGatewayTransactions } from "../../db/schema/payment-gateway";
import { FINANCE, staffCaller } from "../../test/sales-fixtures";
import { bookOnline, choose, deliver, type GatewayState, useGatewayWorld } from "./testing";

/** An online booking with a charge of `method` (order `-1`); answers the order id and the booking's total. */
async function charged(state: GatewayState, method = "bca_va") {
  const booking = await bookOnline(state);
  expect((await choose(state, booking.booking_code, method)).statusCode).toBe(200);
  return { ...booking, orderId: `${booking.booking_code}-1` };
}

describe("payment gateway: reconciliation per day against bookings", () => {
  const state = useGatewayWorld();
  const db = () => state().app.database.db;
  /** The order's time, fixed: the report's day is the order's day in the operator's zone (WIB here). */
  const orderedAt = (orderId: string, at: string) =>
    db()
      .update(paymentGatewayTransactions)
      .set({ created_at: new Date(at) })
      .where(eq(paymentGatewayTransactions.order_id, orderId));
  const settle = (orderId: string, overrides = {}) =>
    deliver(state().app, state().double.notification(orderId, "settlement", overrides));

  it("counts and sums each state per WIB day, lists the mismatches, and exports them", async () => {
    const paid = await charged(state(), "qris");
    await settle(paid.orderId);
    const pending = await charged(state());
    const expired = await charged(state());
    await deliver(state().app, state().double.notification(expired.orderId, "expire"));
    const short = await charged(state());
    await settle(short.orderId, { gross_amount: "5000.00" });
    // Paid twice: the second method settles the booking, the first one's money must go back.
    const twice = await charged(state());
    await choose(state(), twice.booking_code, "qris");
    await settle(`${twice.booking_code}-2`);
    await settle(twice.orderId);
    const total = paid.total_harga;

    // 23:59:59 WIB on the 24th, and from 00:00 WIB on the 25th.
    await orderedAt(paid.orderId, "2026-11-24T16:59:59Z");
    for (const [index, orderId] of [
      pending.orderId,
      expired.orderId,
      short.orderId,
      twice.orderId,
      `${twice.booking_code}-2`,
    ].entries())
      await orderedAt(orderId, `2026-11-24T${17 + index}:00:00Z`);

    const finance = await staffCaller(state().app, FINANCE);
    const answer = await finance.call("GET", "/payment-gateway/reconciliation?from=2026-11-24&to=2026-11-25");
    expect(answer.statusCode, answer.body).toBe(200);
    const { days, mismatches } = answer.json().data;
    expect(days.rows).toEqual([
      expect.objectContaining({
        tanggal: "24/11/2026",
        transaksi: 1,
        lunas: 1,
        lunas_jumlah: total,
        menunggu: 0,
      }),
      expect.objectContaining({
        tanggal: "25/11/2026",
        transaksi: 5,
        lunas: 1,
        lunas_jumlah: total,
        menunggu: 1,
        menunggu_jumlah: total,
        kedaluwarsa: 1,
        kedaluwarsa_jumlah: total,
        selisih: 1,
        selisih_jumlah: 5000,
        refund: 1,
        refund_jumlah: total,
      }),
    ]);
    expect(days.totals).toMatchObject({
      transaksi: 6,
      lunas: 2,
      lunas_jumlah: 2 * total,
      selisih_jumlah: 5000,
    });
    expect(mismatches.rows).toEqual([
      expect.objectContaining({
        order_id: short.orderId,
        kode_booking: short.booking_code,
        tagihan: total,
        dibayar: 5000,
        masalah: `dibayar Rp 5.000, tagihan Rp ${total.toLocaleString("id-ID")}`,
        ditangani: "Belum",
      }),
      expect.objectContaining({
        order_id: twice.orderId,
        status_booking: "Dikonfirmasi",
        dibayar: total,
        masalah: "booking sudah dibayar dengan cara lain",
      }),
    ]);

    // The 25th alone leaves out the payment made a second before its midnight.
    const day = await finance.call("GET", "/payment-gateway/reconciliation?from=2026-11-25&to=2026-11-25");
    expect(day.json().data.days.totals).toMatchObject({ transaksi: 5, lunas: 1 });

    const csv = await finance.call(
      "GET",
      "/payment-gateway/reconciliation/export?from=2026-11-24&to=2026-11-25&format=csv",
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain(
      "rekonsiliasi-pembayaran-online-2026-11-24-2026-11-25.csv",
    );
    expect(csv.body).toContain("Rekonsiliasi Pembayaran Online per Hari");
    expect(csv.body).toContain("Selisih Gateway dan Booking");
    expect(csv.body).toContain(short.orderId);

    const cashier = await staffCaller(state().app, ["view penjualan umum"]);
    expect((await cashier.call("GET", "/payment-gateway/reconciliation")).statusCode).toBe(403);
    expect((await finance.call("GET", "/payment-gateway/reconciliation?from=kemarin")).statusCode).toBe(422);
  });
});
