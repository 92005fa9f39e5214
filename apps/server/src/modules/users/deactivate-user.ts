import type { UserStatus } from "@ferry/shared/users";
import type { Database } from "../../db/client";
import { type Actor, logActivity } from "../activity-log/index";
import { findUserRow, guardAdministrators, requireUser, setStatus, type UserView } from "./service";

/**
 * Activates or deactivates an account, logged; a deactivation ends its sessions. Never the last active
 * Super Admin nor the acting administrator's own account.
 */
export function setUserStatus(db: Database, actor: Actor, id: number, status: UserStatus): Promise<UserView> {
  return db.transaction(async (tx) => {
    const before = await findUserRow(tx, id);
    await guardAdministrators(tx, id, actor.id, { status });
    const { ended } = await setStatus(tx, id, status);
    await logActivity(tx, actor, {
      action: status === "Aktif" ? "user.activated" : "user.deactivated",
      description: `Pengguna ${before.username} ${status === "Aktif" ? "diaktifkan" : "dinonaktifkan"}`,
      subject_type: "user",
      subject_id: before.id,
      properties: { before: { status: before.status }, after: { status }, sessions_ended: ended },
    });
    return requireUser(tx, id);
  });
}
