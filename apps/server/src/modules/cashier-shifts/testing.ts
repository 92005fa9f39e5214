import type { FastifyInstance } from "fastify";
import {
  adult,
  CASHIER,
  FINANCE,
  type SaleWorld,
  type StaffCaller,
  staffCaller,
} from "../../test/sales-fixtures";

export const SUPERVISOR = ["view shift kasir", "approve shift kasir"];
export const REFUNDER = ["view refund penumpang", "create refund penumpang", "edit refund penumpang"];

/** A cashier without a shift yet (they open it through the API). */
export const shiftlessCashier = (app: FastifyInstance) => staffCaller(app, CASHIER, { shift: false });

/** A finance desk that approves payments and refunds, and supervises shifts. */
export const financeDesk = (app: FastifyInstance) =>
  staffCaller(app, [...FINANCE, ...REFUNDER, ...SUPERVISOR]);

/** One adult (Rp 11.400 on the sale world) sold at the counter by `cashier`, paid as given. */
export function counterSale(cashier: StaffCaller, world: SaleWorld, payment: Record<string, unknown> | null) {
  return cashier.call("POST", "/bookings", {
    schedule_id: world.schedule.id,
    pemesan_nama: "Budi Santoso",
    passengers: [adult(world.adultPrice)],
    ...(payment ? { payment } : {}),
  });
}
