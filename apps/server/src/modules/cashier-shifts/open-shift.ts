import { SHIFT_MESSAGES, shiftCode } from "@ferry/shared/cashier-shifts";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findOpenShift, type ShiftRow } from "./current";

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * Opens the caller's shift with the float in the drawer. One open shift per cashier: a second is refused
 * (also when two opens race: the partial unique index `cashier_shifts_one_open` decides).
 */
export async function openShift(
  db: Database,
  actor: Actor & { id: number },
  input: { loket: string; modal_awal: number },
): Promise<ShiftRow> {
  try {
    return await db.transaction(async (tx) => {
      if (await findOpenShift(tx, actor.id)) throw new AppError("CONFLICT", SHIFT_MESSAGES.alreadyOpen);
      const [row] = await tx
        .insert(cashierShifts)
        .values({ user_id: actor.id, loket: input.loket, modal_awal: input.modal_awal })
        .returning();
      if (!row) throw new AppError("SERVER_ERROR");
      await logActivity(tx, actor, {
        action: "cashier_shift.opened",
        description: `Shift ${shiftCode(row.id)} dibuka di ${row.loket} dengan modal awal Rp ${row.modal_awal.toLocaleString("id-ID")}`,
        subject_type: "cashier_shift",
        subject_id: row.id,
        properties: { after: { loket: row.loket, modal_awal: row.modal_awal } },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SHIFT_MESSAGES.alreadyOpen);
    throw error;
  }
}
