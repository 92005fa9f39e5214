import type { userCreateSchema, userUpdateSchema } from "@ferry/shared/users";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { hashPassword } from "../auth/index";
import {
  checkUserValues,
  guardAdministrators,
  requireUser,
  setAccess,
  setStatus,
  type UserView,
} from "./service";

type UserCreate = z.output<typeof userCreateSchema>;
type UserUpdate = z.output<typeof userUpdateSchema>;

/** Adds an account with its roles and direct permissions, logged; answers it as read in the transaction. */
export async function createUser(db: Database, actor: Actor, input: UserCreate): Promise<UserView> {
  const { password, password_confirmation: _confirmation, role_ids, permissions, ...values } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await checkUserValues(tx, { ...values, role_ids, permissions }, null);
    const [row] = await tx
      .insert(users)
      .values({ ...values, password_hash: passwordHash })
      .returning({ id: users.id, username: users.username });
    if (!row) throw new AppError("SERVER_ERROR");
    await setAccess(tx, row.id, role_ids, permissions);
    await logActivity(tx, actor, {
      action: "user.created",
      description: `Pengguna ${row.username} ditambahkan`,
      subject_type: "user",
      subject_id: row.id,
      properties: { after: { ...values, role_ids, permissions } },
    });
    return requireUser(tx, row.id);
  });
}

/**
 * Saves an account's particulars, roles and permissions, logged. Never locks out the last Super Admin or
 * the acting administrator; a deactivation ends the account's sessions.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<UserView> {
  const { role_ids, permissions, ...values } = input;
  return db.transaction(async (tx) => {
    const before = await requireUser(tx, id);
    await checkUserValues(tx, { ...values, role_ids, permissions }, id);
    await guardAdministrators(tx, id, actor.id, { status: values.status, role_ids, permissions });
    await tx
      .update(users)
      .set({ ...values, updated_at: new Date() })
      .where(eq(users.id, id));
    await setAccess(tx, id, role_ids, permissions);
    const ended = values.status === "Aktif" ? 0 : (await setStatus(tx, id, values.status)).ended;
    await logActivity(tx, actor, {
      action: "user.updated",
      description: `Pengguna ${values.username} diubah`,
      subject_type: "user",
      subject_id: id,
      properties: { before, after: { ...values, role_ids, permissions }, sessions_ended: ended },
    });
    return requireUser(tx, id);
  });
}
