import { describe, expect, it } from "vitest";
import { useSaleWorld } from "../../test/sales-fixtures";
import { counterSale } from "./testing";

const ADULT = 11_400;

/**
 * Runs on both databases; real parallelism needs PostgreSQL (TEST_DATABASE_URL). PGlite serializes whole
 * transactions, so there the requests simply run one after another.
 */
describe("closing a shift under concurrency", () => {
  const state = useSaleWorld();

  it("closes once when ten closes arrive at the same moment, counting every sale that got in", async () => {
    const { world, cashier } = state();
    const shift = (await cashier.call("GET", "/cashier-shifts/current")).json().data;
    await counterSale(cashier, world, { method: "tunai", amount: ADULT });
    const dihitung = { tunai: ADULT, qris: 0, transfer: 0 };
    const close = () => cashier.call("POST", `/cashier-shifts/${shift.id}/close`, { dihitung });
    const sale = () => counterSale(cashier, world, { method: "tunai", amount: ADULT });
    const answers = await Promise.all([...Array.from({ length: 10 }, close), sale(), sale(), sale()]);
    const closes = answers.slice(0, 10).map((answer) => answer.statusCode);
    expect(closes.filter((code) => code === 200)).toHaveLength(1);
    expect(closes.filter((code) => code === 409)).toHaveLength(9);

    const sold = answers.slice(10).filter((answer) => answer.statusCode === 201).length;
    const closed = (await cashier.call("GET", `/cashier-shifts/${shift.id}`)).json().data;
    expect(closed).toMatchObject({ status: "ditutup", jumlah_transaksi: 1 + sold });
    expect(closed.methods[0]).toMatchObject({ diharapkan: (1 + sold) * ADULT, dihitung: ADULT });
    expect(closed.selisih + sold * ADULT).toBe(0);
    expect(await world.seatsLeft(world.adult.id)).toBe(100 - 1 - sold);
  });
});
