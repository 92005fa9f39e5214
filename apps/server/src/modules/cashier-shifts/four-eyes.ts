import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles, userRoles } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { SUPER_ADMIN_ROLE } from "../access/index";
import { type Actor, logActivity } from "../activity-log/index";
import { cashControlSettings } from "../settings/index";

/** What is being approved, for the refusal and for the log line of a relaxed approval. */
export type ApprovalSubject = { type: string; id: number; label: string };

async function holdsSuperAdmin(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, userId), eq(roles.name, SUPER_ADMIN_ROLE)))
    .limit(1);
  return row !== undefined;
}

/**
 * Four eyes on money (decision 026): whoever recorded it (`recordedBy`, any of them) cannot approve it,
 * refused with `message`. Only 'Kontrol Kas' → 'Super Admin boleh menyetujui catatannya sendiri' lets a
 * holder of the Super Admin role through, and every such approval is logged as `four_eyes.relaxed`.
 * Call inside the approval's transaction.
 */
export async function requireOtherApprover(
  tx: Database,
  actor: Actor,
  recordedBy: (number | null)[],
  message: string,
  subject: ApprovalSubject,
): Promise<void> {
  if (actor.id === null || !recordedBy.includes(actor.id)) return;
  const relaxed = (await cashControlSettings(tx)).super_admin_setujui_sendiri;
  if (!relaxed || !(await holdsSuperAdmin(tx, actor.id))) throw new AppError("FOUR_EYES", message);
  await logActivity(tx, actor, {
    action: "four_eyes.relaxed",
    description: `${subject.label} disetujui sendiri oleh Super Admin (pengaturan Kontrol Kas)`,
    subject_type: subject.type,
    subject_id: subject.id,
  });
}
