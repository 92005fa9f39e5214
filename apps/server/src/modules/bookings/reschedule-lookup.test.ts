import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { quoteReschedule } from "./reschedule";

/** The target sailing of a reschedule: missing is a refusal naming the field, a failed read an error. */
describe("the reschedule's target sailing", () => {
  const state = useSaleWorld();

  async function confirmedBooking() {
    const { world, cashier } = state();
    return sellConfirmed<{ id: number }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  }

  it("refuses a sailing that does not exist with 422 on to_schedule_id", async () => {
    const { app } = state();
    const booking = await confirmedBooking();
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const answer = await desk.call("POST", `/bookings/${booking.id}/reschedule/quote`, {
      to_schedule_id: 999_999,
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toEqual({ to_schedule_id: ["Jadwal tidak ditemukan"] });
  });

  it("lets a failed read of the target fail, instead of answering that it does not exist", async () => {
    const { app } = state();
    const booking = await confirmedBooking();
    // An id beyond the integer column makes the database refuse the read itself.
    const failure = await quoteReschedule(app.database.db, booking.id, 2 ** 31).catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect(String(failure.cause ?? failure.message)).toMatch(/out of range/);
  });
});
