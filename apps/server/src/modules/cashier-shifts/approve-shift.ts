import { FOUR_EYES_MESSAGES, SHIFT_MESSAGES, shiftCode } from "@ferry/shared/cashier-shifts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { notify } from "../notifications/index";
import type { ShiftRow } from "./current";
import { requireOtherApprover } from "./four-eyes";
import { findShiftRow } from "./present";

/**
 * A supervisor approves a closed shift: never its own cashier (four eyes), once (a conditional update on
 * `ditutup`), recording who and when.
 */
export async function approveShift(
  db: Database,
  actor: Actor & { id: number },
  id: number,
  catatan: string | null,
): Promise<ShiftRow> {
  return db.transaction(async (tx) => {
    const before = await findShiftRow(tx, id);
    if (before.status !== "ditutup") throw new AppError("CONFLICT", SHIFT_MESSAGES.notWaiting);
    const code = shiftCode(id);
    await requireOtherApprover(tx, actor, [before.user_id, before.closed_by], FOUR_EYES_MESSAGES.shift, {
      type: "cashier_shift",
      id,
      label: `Penutupan shift ${code}`,
    });
    const [approved] = await tx
      .update(cashierShifts)
      .set({
        status: "disetujui",
        approved_by: actor.id,
        approved_at: new Date(),
        catatan_persetujuan: catatan,
      })
      .where(and(eq(cashierShifts.id, id), eq(cashierShifts.status, "ditutup")))
      .returning();
    if (!approved) throw new AppError("CONFLICT", SHIFT_MESSAGES.notWaiting);
    await logActivity(tx, actor, {
      action: "cashier_shift.approved",
      description: `Penutupan shift ${code} (${approved.loket}) disetujui`,
      subject_type: "cashier_shift",
      subject_id: id,
      properties: { before: { status: before.status }, after: { status: approved.status, catatan } },
    });
    const note = {
      kind: "payment_approved" as const,
      title: "Penutupan shift disetujui",
      body: `Penutupan shift ${code} ${approved.loket} telah disetujui.`,
      link: "/shift-kasir",
      subject_type: "cashier_shift",
      subject_id: id,
    };
    await notify(tx, [approved.user_id], note, actor.id);
    return approved;
  });
}
