import { PAYMENT_METHOD_LABELS } from "@ferry/shared/bookings";
import { type MethodAmounts, SHIFT_METHODS, type ShiftMethodLine } from "@ferry/shared/cashier-shifts";
import { and, count, eq, inArray, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPayments } from "../../db/schema/bookings";
import { refunds } from "../../db/schema/operations";

/** The money a shift took in and paid out, per method. */
export type ShiftMoney = { taken: MethodAmounts; refunded: MethodAmounts; payments: number };

const zero = (): MethodAmounts => ({ tunai: 0, transfer: 0, qris: 0 });
const add = (amounts: MethodAmounts, method: string, amount: number) => {
  if (method in amounts) amounts[method as keyof MethodAmounts] += amount;
};

/**
 * Per shift: its payments that count (accepted, or a transfer waiting for approval; a rejected one never
 * reached the drawer) and the refunds paid out of it, per method. Shifts without money are absent.
 */
export async function moneyOfShifts(db: Database, shiftIds: number[]): Promise<Map<number, ShiftMoney>> {
  const money = new Map<number, ShiftMoney>();
  if (shiftIds.length === 0) return money;
  const of = (id: number) => {
    const found = money.get(id) ?? { taken: zero(), refunded: zero(), payments: 0 };
    money.set(id, found);
    return found;
  };
  const taken = await db
    .select({
      shift_id: bookingPayments.shift_id,
      method: bookingPayments.method,
      amount: sum(bookingPayments.amount).mapWith(Number),
      payments: count(),
    })
    .from(bookingPayments)
    .where(
      and(
        inArray(bookingPayments.shift_id, shiftIds),
        inArray(bookingPayments.status, ["menunggu", "diterima"]),
      ),
    )
    .groupBy(bookingPayments.shift_id, bookingPayments.method);
  for (const row of taken) {
    if (row.shift_id === null) continue;
    const shift = of(row.shift_id);
    add(shift.taken, row.method, row.amount);
    shift.payments += row.payments;
  }
  const paidOut = await db
    .select({
      shift_id: refunds.shift_id,
      method: refunds.method,
      amount: sum(refunds.jumlah_refund).mapWith(Number),
    })
    .from(refunds)
    .where(and(inArray(refunds.shift_id, shiftIds), eq(refunds.status, "disetujui")))
    .groupBy(refunds.shift_id, refunds.method);
  for (const row of paidOut) {
    if (row.shift_id !== null) add(of(row.shift_id).refunded, row.method ?? "", row.amount);
  }
  return money;
}

/** What the drawer should hold per method: the float (cash only) plus takings minus refunds paid out. */
export function expectedOf(modalAwal: number, money: ShiftMoney | undefined): MethodAmounts {
  const expected = zero();
  for (const method of SHIFT_METHODS) {
    expected[method] =
      (method === "tunai" ? modalAwal : 0) + (money?.taken[method] ?? 0) - (money?.refunded[method] ?? 0);
  }
  return expected;
}

/** Counted minus expected, over every method. */
export function differenceOf(expected: MethodAmounts, counted: MethodAmounts): number {
  return SHIFT_METHODS.reduce((total, method) => total + counted[method] - expected[method], 0);
}

/** The close form's lines: taken in, paid out, expected, counted and the difference per method. */
export function methodLines(
  money: ShiftMoney | undefined,
  expected: MethodAmounts,
  counted: MethodAmounts | null,
): ShiftMethodLine[] {
  return SHIFT_METHODS.map((method) => ({
    method,
    label: PAYMENT_METHOD_LABELS[method] ?? method,
    diterima: money?.taken[method] ?? 0,
    refund: money?.refunded[method] ?? 0,
    diharapkan: expected[method],
    dihitung: counted ? counted[method] : null,
    selisih: counted ? counted[method] - expected[method] : null,
  }));
}
