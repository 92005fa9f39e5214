import { describe, expect, it } from "vitest";
import { adult, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

/**
 * Runs on both databases; real parallelism needs PostgreSQL (TEST_DATABASE_URL). PGlite serializes whole
 * transactions, so there the approvals simply run one after another.
 */
describe("refund approval under concurrency", () => {
  const state = useSaleWorld();

  it("approves once when ten approvals arrive at the same moment; one seat goes back", async () => {
    const { app, world, cashier } = state();
    const sale = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Siti")],
      payment: { method: "tunai", amount: 22_800 },
    });
    const booking = sale.json().data;
    const refunder = ["view refund penumpang", "create refund penumpang", "edit refund penumpang"];
    const staff = await staffCaller(app, refunder);
    const approver = await staffCaller(app, refunder);
    const refund = (
      await staff.call("POST", "/refunds", {
        booking_id: booking.id,
        tickets: [{ jenis: "penumpang", ticket_id: booking.tickets.passenger_tickets[0].id }],
        alasan: "Batal",
      })
    ).json().data;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
  });
});
