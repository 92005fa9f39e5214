import type { RequestStatus } from "@ferry/shared/agents";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { agentTopups, creditLimitChanges } from "../../db/schema/agents";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";

type RequestTable = typeof agentTopups | typeof creditLimitChanges;

/**
 * The two steps every request waiting for a second person goes through (top-ups, credit limit
 * changes): lock it while it still waits, then record the decision once — a racing decision meets
 * `alreadyDecided` (409) instead of deciding twice.
 */
export function pendingRequests<Table extends RequestTable>(
  table: Table,
  messages: { notFound: string; alreadyDecided: string },
) {
  type Row = Table["$inferSelect"];
  return {
    async lock(tx: Database, id: number): Promise<Row> {
      const [row] = (await tx
        .select()
        .from(table as RequestTable)
        .where(eq(table.id, id))
        .for("update")) as Row[];
      if (!row) throw new AppError("NOT_FOUND", messages.notFound);
      if (row.status !== "menunggu") throw new AppError("CONFLICT", messages.alreadyDecided);
      return row;
    },
    async decide(
      tx: Database,
      actor: Actor,
      id: number,
      status: RequestStatus,
      catatan: string | null,
    ): Promise<Row> {
      const [after] = (await tx
        .update(table as RequestTable)
        .set({ status, catatan, decided_by: actor.id, decided_at: new Date() })
        .where(and(eq(table.id, id), eq(table.status, "menunggu")))
        .returning()) as Row[];
      if (!after) throw new AppError("CONFLICT", messages.alreadyDecided);
      return after;
    },
  };
}
