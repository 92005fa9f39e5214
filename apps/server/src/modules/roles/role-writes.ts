import type { Database } from "../../db/client";
import { rolePermissions, roles } from "../../db/schema/users";

// The roles module owns roles and role_permissions (issue 25): other modules add roles and grant
// permissions through these functions, passing their transaction handle.

/** Adds a role; answers its id. */
export async function insertRole(tx: Database, role: { name: string; description: string }) {
  const [row] = await tx.insert(roles).values(role).returning({ id: roles.id });
  if (!row) throw new Error(`role ${role.name} was not created`);
  return row.id;
}

/** Adds a role unless one of that name is already there (which is left as it is). */
export async function ensureRole(tx: Database, role: { name: string; description: string }) {
  await tx.insert(roles).values(role).onConflictDoNothing({ target: roles.name });
}

/** Grants a role these permissions (by id); a permission it already holds stays as it is. */
export async function grantPermissions(tx: Database, roleId: number, permissionIds: readonly number[]) {
  if (!permissionIds.length) return;
  await tx
    .insert(rolePermissions)
    .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
    .onConflictDoNothing();
}
