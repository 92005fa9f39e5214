import { expect } from "vitest";
import type { SaleWorld } from "./sales-fixtures";

/** Refund settings of the tests: no deadline, vehicles allowed, no reschedule fee, the fee given. */
export async function saveRefundFee(world: SaleWorld, potongan_refund_persen: number) {
  const settings = {
    batas_refund_jam: 0,
    potongan_refund_persen,
    refund_kendaraan_diizinkan: true,
    biaya_reschedule: 0,
  };
  expect((await world.api.call("PUT", "/settings/refund", settings)).statusCode).toBe(200);
}
