import type { ChangePasswordInput } from "@ferry/shared/staff-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { enqueuePasswordChanged } from "../notices/index";
import { setPasswordHash } from "../users/index";
import { hashPassword, verifyPassword } from "./password-hash";
import { endSessions } from "./sessions";

/**
 * The signed-in user changes their own password; a wrong current password is a field error (the staff
 * screen's message by default, the customer screen passes its own).
 */
export async function changeOwnPassword(
  db: Database,
  userId: number,
  input: Pick<ChangePasswordInput, "current_password" | "new_password">,
  actor: Actor,
  wrongCurrentMessage = "Password saat ini salah",
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw fieldError("current_password", wrongCurrentMessage);
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await logActivity(tx, actor, {
      action: "auth.password_changed",
      description: "Mengubah password sendiri",
      subject_type: "user",
      subject_id: userId,
    });
    await enqueuePasswordChanged(tx, user);
  });
}

/** An administrator sets a user's password; that user's sessions end (FORCE_LOGOUT on their next call). */
export async function resetUserPassword(db: Database, userId: number, newPassword: string, actor: Actor) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const user = await setPasswordHash(tx, userId, passwordHash);
    if (!user) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
    const ended = await endSessions(tx, userId, "password_reset");
    await logActivity(tx, actor, {
      action: "user.password_reset",
      description: `Reset password pengguna ${user.username}`,
      subject_type: "user",
      subject_id: userId,
      properties: { sessions_ended: ended },
    });
  });
}
