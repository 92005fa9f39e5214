import { type RequestStatus, TOPUP_METHOD_LABELS, type TopupMethod } from "@ferry/shared/agents";
import { FOUR_EYES_MESSAGES } from "@ferry/shared/cashier-shifts";
import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentTopups } from "../../db/schema/agents";
import { AppError } from "../../lib/app-error";
import { type ListQuery, listOrder, pageOf } from "../../lib/list-sql";
import { type Actor, logActivity } from "../activity-log/index";
import { requireOtherApprover } from "../cashier-shifts/index";
import { agentNotes, notify, notifyHolders } from "../notifications/index";
import { userNames } from "../users/index";
import { postCredit } from "./ledger";
import { rupiahText } from "./money";
import { pendingRequests } from "./pending-request";

export type TopupRow = typeof agentTopups.$inferSelect;

const requests = pendingRequests(agentTopups, {
  notFound: "Permintaan top-up tidak ditemukan",
  alreadyDecided: "Permintaan top-up ini sudah diproses",
});

/** An agent asks for balance; finance approves or rejects it later. */
export async function requestTopup(
  tx: Database,
  actor: Actor,
  agentUserId: number,
  input: { amount: number; method: TopupMethod; reference: string | null; bukti_url: string | null },
): Promise<TopupRow> {
  const [row] = await tx
    .insert(agentTopups)
    .values({ agent_user_id: agentUserId, ...input, status: "menunggu", requested_by: actor.id })
    .returning();
  if (!row) throw new AppError("SERVER_ERROR");
  await logActivity(tx, actor, {
    action: "agent_topup.requested",
    description: `Permintaan top-up ${rupiahText(row.amount)} (${TOPUP_METHOD_LABELS[input.method]}) diajukan`,
    subject_type: "agent_topup",
    subject_id: row.id,
    properties: { after: row },
  });
  const agent = (await userNames(tx, [agentUserId])).get(agentUserId)?.nama_lengkap ?? `Agen #${agentUserId}`;
  const note = agentNotes.topupRequested(row, agent, TOPUP_METHOD_LABELS[input.method]);
  await notifyHolders(tx, "edit saldo agen", note, actor.id);
  return row;
}

/**
 * Approves once: locks the request, credits the balance with a `topup` ledger row, logs. Four eyes: never
 * by whoever asked for it, nor by the agent it credits (decision 026).
 */
export async function approveTopup(
  tx: Database,
  actor: Actor,
  id: number,
  catatan: string | null,
): Promise<{ topup: TopupRow; saldo: number }> {
  const before = await requests.lock(tx, id);
  await requireOtherApprover(
    tx,
    actor,
    [before.requested_by, before.agent_user_id],
    FOUR_EYES_MESSAGES.topup,
    {
      type: "agent_topup",
      id: before.id,
      label: `Top-up ${rupiahText(before.amount)} agen #${before.agent_user_id}`,
    },
  );
  const topup = await requests.decide(tx, actor, id, "disetujui", catatan);
  const { saldo } = await postCredit(tx, actor, {
    agent_user_id: before.agent_user_id,
    jenis: "topup",
    amount: before.amount,
    topup_id: before.id,
    keterangan: `Top-up #${before.id} (${TOPUP_METHOD_LABELS[before.method as TopupMethod] ?? before.method}${before.reference ? `, ref ${before.reference}` : ""})`,
  });
  await logActivity(tx, actor, {
    action: "agent_topup.approved",
    description: `Top-up ${rupiahText(before.amount)} agen #${before.agent_user_id} disetujui`,
    subject_type: "agent_topup",
    subject_id: id,
    properties: { before: { status: before.status }, after: { status: topup.status, catatan }, saldo },
  });
  const note = agentNotes.topupDecided(before, { approved: true, saldo });
  await notify(tx, [before.agent_user_id], note, actor.id);
  return { topup, saldo };
}

export async function rejectTopup(
  tx: Database,
  actor: Actor,
  id: number,
  catatan: string,
): Promise<TopupRow> {
  const before = await requests.lock(tx, id);
  const topup = await requests.decide(tx, actor, id, "ditolak", catatan);
  await logActivity(tx, actor, {
    action: "agent_topup.rejected",
    description: `Top-up ${rupiahText(before.amount)} agen #${before.agent_user_id} ditolak`,
    subject_type: "agent_topup",
    subject_id: id,
    properties: { before: { status: before.status }, after: { status: topup.status, catatan } },
  });
  const note = agentNotes.topupDecided(before, { approved: false, catatan });
  await notify(tx, [before.agent_user_id], note, actor.id);
  return topup;
}

/**
 * One page of top-ups, newest first by default, with the agent's and the decider's names. `agentUserId`
 * (from `agentScope`: the agent's own, or the one finance asked for) limits it; null: every agent.
 */
export async function listTopups(
  db: Database,
  query: ListQuery & { status?: RequestStatus },
  agentUserId: number | null,
) {
  const conditions: (SQL | undefined)[] = [
    agentUserId === null ? undefined : eq(agentTopups.agent_user_id, agentUserId),
    query.status ? eq(agentTopups.status, query.status) : undefined,
  ];
  const order = query.sort_by
    ? listOrder(query, { created_at: agentTopups.created_at, amount: agentTopups.amount }, agentTopups.id)
    : listOrder({ ...query, sort_dir: "desc" }, {}, agentTopups.id);
  const page = await pageOf(db, agentTopups, and(...conditions), order, query);
  const names = await userNames(
    db,
    page.rows.flatMap((row) => [row.agent_user_id, row.decided_by]),
  );
  const rows = page.rows.map((row) => ({
    ...row,
    agent_username: names.get(row.agent_user_id)?.username ?? null,
    agent_nama: names.get(row.agent_user_id)?.nama_lengkap ?? null,
    decided_by_username: row.decided_by ? (names.get(row.decided_by)?.username ?? null) : null,
  }));
  return { rows, meta: page.meta };
}
