import type { CreditSubject } from "@ferry/shared/agents";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentAccounts, creditLimitChanges } from "../../db/schema/agents";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findCompany, setCompanyPlafon } from "../expedition-companies/index";
import { agentNotes, notify, notifyHolders } from "../notifications/index";
import { isAgent, userNames } from "../users/index";
import { ensureAccount } from "./ledger";
import { rupiahText } from "./money";
import { pendingRequests } from "./pending-request";

export type CreditLimitChange = typeof creditLimitChanges.$inferSelect;

const SELF_APPROVAL = "Perubahan plafon tidak dapat disetujui oleh pengaju yang sama";
const requests = pendingRequests(creditLimitChanges, {
  notFound: "Perubahan plafon tidak ditemukan",
  alreadyDecided: "Perubahan plafon ini sudah diproses",
});

/** The subject's name and current plafon; 422 on subject_id when there is no such agent or company. */
export async function subjectOf(db: Database, type: CreditSubject, id: number) {
  if (type === "agen") {
    const user = (await userNames(db, [id])).get(id);
    if (!isAgent(user)) throw fieldError("subject_id", "Agen tidak ditemukan");
    const [account] = await db
      .select({ plafon: agentAccounts.plafon })
      .from(agentAccounts)
      .where(eq(agentAccounts.user_id, id));
    return { nama: user?.nama_lengkap ?? "", plafon: account?.plafon ?? 0 };
  }
  const company = await findCompany(db, id);
  if (!company) throw fieldError("subject_id", "Perusahaan ekspedisi tidak ditemukan");
  return { nama: company.nama, plafon: company.plafon };
}

/** Records a change waiting for approval, with the plafon it replaces. */
export async function requestLimitChange(
  tx: Database,
  actor: Actor,
  input: { subject_type: CreditSubject; subject_id: number; plafon_baru: number; alasan: string },
): Promise<CreditLimitChange> {
  const subject = await subjectOf(tx, input.subject_type, input.subject_id);
  if (subject.plafon === input.plafon_baru)
    throw fieldError("plafon_baru", "Plafon baru sama dengan plafon saat ini");
  const [waiting] = await tx
    .select({ id: creditLimitChanges.id })
    .from(creditLimitChanges)
    .where(
      and(
        eq(creditLimitChanges.subject_type, input.subject_type),
        eq(creditLimitChanges.subject_id, input.subject_id),
        eq(creditLimitChanges.status, "menunggu"),
      ),
    )
    .limit(1);
  if (waiting)
    throw new AppError(
      "CONFLICT",
      `Masih ada perubahan plafon ${subject.nama} yang menunggu persetujuan (#${waiting.id})`,
    );
  const [row] = await tx
    .insert(creditLimitChanges)
    .values({ ...input, plafon_lama: subject.plafon, status: "menunggu", requested_by: actor.id })
    .returning();
  if (!row) throw new AppError("SERVER_ERROR");
  await logActivity(tx, actor, {
    action: "credit_limit.requested",
    description: `Perubahan plafon ${subject.nama} dari ${rupiahText(subject.plafon)} menjadi ${rupiahText(input.plafon_baru)} diajukan`,
    subject_type: "credit_limit",
    subject_id: row.id,
    properties: { after: row },
  });
  const note = agentNotes.limitRequested(row, subject.nama, actor.username ?? "-");
  await notifyHolders(tx, "approve plafon", note, actor.id);
  return row;
}

/** Sets an agent's plafon under the account's row lock, refused below the agent's current debt. */
async function applyAgentPlafon(tx: Database, agentUserId: number, plafon: number) {
  await ensureAccount(tx, agentUserId);
  const [current] = await tx
    .select()
    .from(agentAccounts)
    .where(eq(agentAccounts.user_id, agentUserId))
    .for("update");
  if (current && current.saldo < -plafon)
    throw new AppError(
      "CONFLICT",
      `Plafon baru ${rupiahText(plafon)} lebih kecil dari utang agen saat ini ${rupiahText(-current.saldo)}`,
    );
  await tx
    .update(agentAccounts)
    .set({ plafon, updated_at: new Date() })
    .where(eq(agentAccounts.user_id, agentUserId));
  return current?.plafon ?? 0;
}

/** Applies an approved change once (locked, still waiting, not by its requester). */
export async function approveLimitChange(
  tx: Database,
  actor: Actor,
  id: number,
  catatan: string | null,
): Promise<CreditLimitChange> {
  const before = await requests.lock(tx, id);
  if (before.requested_by !== null && before.requested_by === actor.id)
    throw new AppError("CONFLICT", SELF_APPROVAL);
  const subjectType = before.subject_type as CreditSubject;
  const subject = await subjectOf(tx, subjectType, before.subject_id);
  if (subjectType === "agen") await applyAgentPlafon(tx, before.subject_id, before.plafon_baru);
  else await setCompanyPlafon(tx, actor, before.subject_id, before.plafon_baru);
  const after = await requests.decide(tx, actor, id, "disetujui", catatan);
  await logActivity(tx, actor, {
    action: "credit_limit.approved",
    description: `Plafon ${subject.nama} diubah dari ${rupiahText(subject.plafon)} menjadi ${rupiahText(before.plafon_baru)}`,
    subject_type: "credit_limit",
    subject_id: id,
    properties: {
      before: { status: before.status, plafon: subject.plafon },
      after: { status: after.status, plafon: after.plafon_baru, catatan },
      subject: { type: subjectType, id: before.subject_id },
    },
  });
  const note = agentNotes.limitDecided(before, { approved: true, subjectName: subject.nama });
  await notify(tx, [before.requested_by], note, actor.id);
  return after;
}

export async function rejectLimitChange(
  tx: Database,
  actor: Actor,
  id: number,
  catatan: string,
): Promise<CreditLimitChange> {
  const before = await requests.lock(tx, id);
  const after = await requests.decide(tx, actor, id, "ditolak", catatan);
  await logActivity(tx, actor, {
    action: "credit_limit.rejected",
    description: `Perubahan plafon #${id} menjadi ${rupiahText(before.plafon_baru)} ditolak`,
    subject_type: "credit_limit",
    subject_id: id,
    properties: { before: { status: before.status }, after: { status: after.status, catatan } },
  });
  const note = agentNotes.limitDecided(before, { approved: false, catatan });
  await notify(tx, [before.requested_by], note, actor.id);
  return after;
}
