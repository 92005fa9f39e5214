import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { SUPER_ADMIN_ROLE } from "../access/index";
import { type Actor, logActivity } from "../activity-log/index";
import { requireRole } from "./describe";

/** Deletes a role nobody holds, logged; never the Super Admin role. */
export function deleteRole(db: Database, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await requireRole(tx, id);
    if (before.name === SUPER_ADMIN_ROLE)
      throw new AppError("CONFLICT", "Peran Super Admin tidak dapat dihapus.");
    if (before.users_count > 0) {
      throw new AppError(
        "CONFLICT",
        `Peran tidak dapat dihapus: masih dipegang oleh ${before.users_count} pengguna.`,
      );
    }
    await tx.delete(roles).where(eq(roles.id, before.id));
    await logActivity(tx, actor, {
      action: "role.deleted",
      description: `Peran ${before.name} dihapus`,
      subject_type: "role",
      subject_id: before.id,
      properties: { before },
    });
  });
}
