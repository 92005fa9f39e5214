import { type BulkApproveResult, REFUND_MESSAGES } from "@ferry/shared/refunds";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";
import type { Actor } from "../activity-log/index";
import { getRefund } from "./list";
import { approveRefund } from "./service";

export type BulkApproveInput = {
  ids: number[];
  method?: string | undefined;
  reference?: string | null;
  catatan?: string | null;
};

/** Approves one refund of a cancelled sailing in its own transaction; a refusal is its answer line. */
async function approveOne(
  db: Database,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: BulkApproveInput,
): Promise<BulkApproveResult["results"][number]> {
  try {
    const refund = await getRefund(db, id);
    if (refund.schedule?.status !== "batal")
      throw new AppError("CONFLICT", REFUND_MESSAGES.bulkOnlyCancelled);
    const approved = await approveRefund(db, auth, actor, id, {
      method: input.method as Parameters<typeof approveRefund>[4]["method"],
      reference: input.reference ?? null,
      catatan: input.catatan ?? null,
    });
    return {
      id,
      disetujui: true,
      booking_code: approved.booking?.booking_code ?? null,
      jumlah_refund: approved.jumlah_refund,
      message: "Refund disetujui",
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { id, disetujui: false, booking_code: null, jumlah_refund: null, message: error.message };
  }
}

/**
 * Finance approves waiting refunds of sailings the operator cancelled in one go: each one in its own
 * transaction through the single approval (every check, the agent's credit, the notice and the log), so
 * one refusal never undoes the others; the answer says, per refund, what happened.
 */
export async function approveRefundsInBulk(
  db: Database,
  auth: AuthContext,
  actor: Actor,
  input: BulkApproveInput,
): Promise<BulkApproveResult> {
  const results: BulkApproveResult["results"] = [];
  for (const id of input.ids) results.push(await approveOne(db, auth, actor, id, input));
  const disetujui = results.filter((result) => result.disetujui).length;
  return { disetujui, gagal: results.length - disetujui, results };
}
