import { SHIFT_MESSAGES } from "@ferry/shared/cashier-shifts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";

export type ShiftRow = typeof cashierShifts.$inferSelect;

/**
 * The user's open shift, or null. Inside a payment's transaction pass `lock`: the row is held (shared)
 * until the commit, so a close waits for the payments in flight and counts them, and a payment that
 * waited on a close finds the shift closed (decision 026).
 */
export async function findOpenShift(tx: Database, userId: number, lock = false): Promise<ShiftRow | null> {
  const [row] = await (lock ? openShiftShared : openShift)(tx).execute({ userId });
  return row ?? null;
}

const openShiftOf = (tx: Database) =>
  tx
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.user_id, sql.placeholder("userId")), eq(cashierShifts.status, "buka")));
const openShift = builtOnce("open_shift", openShiftOf);
const openShiftShared = builtOnce("open_shift_shared", (tx) => openShiftOf(tx).for("share"));

/** The user's open shift (locked as above), or the refusal that sends them to open one. */
export async function requireOpenShift(tx: Database, userId: number): Promise<ShiftRow> {
  const shift = await findOpenShift(tx, userId, true);
  if (!shift) throw new AppError("SHIFT_REQUIRED", SHIFT_MESSAGES.required);
  return shift;
}

/** The shift of a counter payment: required for cash (it lands in a drawer), else the open one if any. */
export async function shiftForPayment(tx: Database, userId: number, method: string): Promise<number | null> {
  if (method === "tunai") return (await requireOpenShift(tx, userId)).id;
  return (await findOpenShift(tx, userId, true))?.id ?? null;
}
