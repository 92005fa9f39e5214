import { type MethodAmounts, SHIFT_MESSAGES, shiftCode } from "@ferry/shared/cashier-shifts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { notifyHolders } from "../notifications/index";
import type { ShiftRow } from "./current";
import { differenceOf, expectedOf, moneyOfShifts } from "./figures";
import { findShiftRow } from "./present";

const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;

/**
 * Closes the caller's own open shift with the money counted per method, in one transaction. The status
 * moves first, by a conditional update (`… WHERE status = 'buka'`): of two closes of one shift exactly
 * one finds it open, and it waits for the payments in flight (they hold the row shared, see
 * `findOpenShift`), so the expected figures it then freezes count every one of them.
 */
export async function closeShift(
  db: Database,
  actor: Actor & { id: number },
  id: number,
  input: { dihitung: MethodAmounts; catatan: string | null },
): Promise<ShiftRow> {
  return db.transaction(async (tx) => {
    const before = await findShiftRow(tx, id);
    if (before.user_id !== actor.id) throw new AppError("ACCESS_DENIED", SHIFT_MESSAGES.notYours);
    const now = new Date();
    const [closing] = await tx
      .update(cashierShifts)
      .set({ status: "ditutup", closed_at: now, closed_by: actor.id, catatan_tutup: input.catatan })
      .where(and(eq(cashierShifts.id, id), eq(cashierShifts.status, "buka")))
      .returning();
    if (!closing) throw new AppError("CONFLICT", SHIFT_MESSAGES.notOpen);
    const expected = expectedOf(closing.modal_awal, (await moneyOfShifts(tx, [id])).get(id));
    const selisih = differenceOf(expected, input.dihitung);
    const [closed] = await tx
      .update(cashierShifts)
      .set({ diharapkan: expected, dihitung: input.dihitung, selisih })
      .where(eq(cashierShifts.id, id))
      .returning();
    if (!closed) throw new AppError("SERVER_ERROR");
    const code = shiftCode(id);
    await logActivity(tx, actor, {
      action: "cashier_shift.closed",
      description: `Shift ${code} (${closed.loket}) ditutup, selisih ${rupiah(selisih)}`,
      subject_type: "cashier_shift",
      subject_id: id,
      properties: { diharapkan: expected, dihitung: input.dihitung, selisih, catatan: input.catatan },
    });
    const note = {
      kind: "approval_waiting" as const,
      title: "Penutupan shift menunggu persetujuan",
      body: `Shift ${code} ${closed.loket} oleh ${actor.username ?? "kasir"} ditutup dengan selisih ${rupiah(selisih)}.`,
      link: "/shift-kasir/persetujuan",
      subject_type: "cashier_shift",
      subject_id: id,
    };
    await notifyHolders(tx, "approve shift kasir", note, actor.id);
    return closed;
  });
}
