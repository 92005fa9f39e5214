import { describe, expect, it } from "vitest";
import { adult, car, useSaleWorld } from "../../test/sales-fixtures";
import { statementsOf } from "../../test/statement-counter";

/** The most statements a paid one-passenger counter sale runs. */
const SALE = 20;

/** The statement that authenticates every request (session, user and permissions): not the sale's. */
const signIn = (statement: string) => /from "sessions"/.test(statement);

/**
 * What a paid counter sale costs the database (issue 26, decision 048): the booking row written once,
 * complete, and the answer built from the rows the sale wrote, not read again.
 */
describe("the SQL statements of a sale (issue 26)", () => {
  const state = useSaleWorld();

  async function countSale(sale: Record<string, unknown>, key: string) {
    const { app, cashier } = state();
    const statements = await statementsOf(app, async () => {
      const response = await cashier.call("POST", "/bookings", sale, { "idempotency-key": key });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.status).toBe("confirmed");
    });
    const sold = statements.filter((statement) => !signIn(statement));
    expect(sold.filter((statement) => statement.startsWith('update "bookings"'))).toEqual([]);
    return sold;
  }

  it("sells one adult paid in cash in at most SALE statements, never updating the booking row", async () => {
    const { world } = state();
    const sale = {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    };
    expect((await countSale(sale, "hitung-0001-abcdef")).length).toBeLessThanOrEqual(SALE);
  });

  it("sells a car with its driver and a passenger in at most four statements more (its row, its ticket, its seats, its identity lock)", async () => {
    const { world } = state();
    const sale = {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice, "Sari Dewi")],
      vehicles: [car(world, "B 1234 CD", "Budi Santoso")],
      payment: { method: "tunai", amount: 211_400 },
    };
    expect((await countSale(sale, "hitung-0002-abcdef")).length).toBeLessThanOrEqual(SALE + 4);
  });
});
