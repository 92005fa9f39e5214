import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingPassengers, bookings } from "../../db/schema/bookings";
import { scheduleQuotas } from "../../db/schema/schedules";
import { adult, sailingOf, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

/**
 * Runs on both databases; real parallelism needs PostgreSQL (TEST_DATABASE_URL). PGlite serializes whole
 * transactions, so there the move and the sales simply run one after another.
 */
describe("moving passengers while the counter sells the target's last seats", () => {
  const state = useSaleWorld();

  it("never oversells the target: every seat goes to a moved booking or a sale, no more", async () => {
    const { app, world, cashier } = state();
    const affected = [];
    for (let index = 0; index < 6; index++) {
      affected.push(
        await sellConfirmed<{ id: number }>(cashier, {
          schedule_id: world.schedule.id,
          pemesan_nama: `Terdampak ${index}`,
          passengers: [adult(world.adultPrice, `Terdampak ${index}`)],
          payment: { method: "tunai", amount: 11_400 },
        }),
      );
    }
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: "Kapal rusak" });
    const target = await sailingOf(world, 72);
    // Five adult seats left on the target for six moved passengers and twenty buyers.
    const db = app.database.db;
    await db
      .update(scheduleQuotas)
      .set({ terjual: sql`${scheduleQuotas.kapasitas} - 5` })
      .where(
        and(eq(scheduleQuotas.schedule_id, target.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const [move, ...sales] = await Promise.all([
      desk.call("POST", `/schedules/${world.schedule.id}/move-bookings`, { target_schedule_id: target.id }),
      ...Array.from({ length: 20 }, (_, index) =>
        cashier.call(
          "POST",
          "/bookings",
          {
            schedule_id: target.id,
            pemesan_nama: `Pembeli ${index}`,
            passengers: [adult(world.adultPrice, `Pembeli ${index}`)],
            payment: { method: "tunai", amount: 11_400 },
          },
          { "idempotency-key": `race-${index}-key` },
        ),
      ),
    ]);
    expect(move?.statusCode, move?.body).toBe(200);
    const result = move?.json().data;
    const sold = sales.filter((answer) => answer.statusCode === 201).length;
    expect(sales.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(result.moved.length + result.not_moved.length).toBe(affected.length);
    expect(result.moved.length + sold).toBe(5);

    const [entry] = await db
      .select()
      .from(scheduleQuotas)
      .where(
        and(eq(scheduleQuotas.schedule_id, target.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    expect(entry?.terjual).toBe(entry?.kapasitas);
    // The seats held on the target are exactly the people of its live bookings (plus the 95 set aside).
    const [people] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookingPassengers)
      .innerJoin(bookings, eq(bookings.id, bookingPassengers.booking_id))
      .where(and(eq(bookings.schedule_id, target.id), ne(bookings.status, "cancel")));
    expect(people?.count).toBe(5);
    // Who did not fit stays affected on the cancelled sailing, with the reason.
    for (const refusal of result.not_moved) expect(refusal.alasan).toMatch(/Dewasa/);
  }, 120_000);
});
