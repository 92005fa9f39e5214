import { describe, expect, it } from "vitest";
import { adult, FINANCE, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { useNoticeDelivery } from "./testing";

/** 'Kirim e-tiket' on a sale: stored on the booking; off, its confirmation sends no e-tickets. */
describe("the sale's 'Kirim e-tiket'", () => {
  const state = useSaleWorld();
  const { outbox } = useNoticeDelivery(() => state().app);

  const buyer = {
    pemesan_nama: "Budi Santoso",
    pemesan_email: "budi@example.com",
    pemesan_telepon: "081234567890",
  };

  it("is on by default: the confirmed sale's e-tickets go to the e-mail and WhatsApp given", async () => {
    const { world, cashier } = state();
    const booking = await sellConfirmed<{ id: number; kirim_etiket: boolean }>(cashier, {
      ...buyer,
      schedule_id: world.schedule.id,
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
    expect(booking.kirim_etiket).toBe(true);
    expect((await outbox()).map((notice) => [notice.kind, notice.channel])).toEqual([
      ["booking_confirmed", "email"],
      ["booking_confirmed", "whatsapp"],
    ]);
  });

  it("off, the counter sale confirms without any notice", async () => {
    const { world, cashier } = state();
    const booking = await sellConfirmed<{ kirim_etiket: boolean }>(cashier, {
      ...buyer,
      kirim_etiket: false,
      schedule_id: world.schedule.id,
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
    expect(booking.kirim_etiket).toBe(false);
    expect(await outbox()).toEqual([]);
  });

  it("off, is kept on the booking: a transfer approved later sends no e-tickets either", async () => {
    const { app, world, cashier } = state();
    const created = await cashier.call("POST", "/bookings", {
      ...buyer,
      kirim_etiket: false,
      schedule_id: world.schedule.id,
      passengers: [adult(world.adultPrice)],
      payment: { method: "transfer", amount: 11_400, reference: "BCA 1" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json().data;
    const finance = await staffCaller(app, FINANCE);
    const approved = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe("confirmed");
    expect(await outbox()).toEqual([]);
  });

  it("refuses a value that is not true or false, in Indonesian", async () => {
    const { world, cashier } = state();
    const answer = await cashier.call("POST", "/bookings", {
      ...buyer,
      kirim_etiket: "mungkin",
      schedule_id: world.schedule.id,
      passengers: [adult(world.adultPrice)],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.kirim_etiket).toEqual(["Kirim e-tiket harus ya atau tidak"]);
  });
});
