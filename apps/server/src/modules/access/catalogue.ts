import { ALL_PERMISSIONS, PERMISSION_GROUPS } from "@ferry/shared/permissions";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { permissions, roles } from "../../db/schema/users";
import { ensureRole, grantPermissions, insertRole } from "../roles/index";

export const SUPER_ADMIN_ROLE = "Super Admin";

/**
 * Keeps the permissions table equal to the catalogue in packages/shared and gives the Super Admin role
 * every permission. Runs at every start, so a release that adds permissions needs no manual step.
 */
export async function syncPermissionCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = PERMISSION_GROUPS.flatMap((group) =>
      group.permissions.map((name) => ({ name, group_name: group.group })),
    );
    await tx.insert(permissions).values(rows).onConflictDoNothing({ target: permissions.name });
    await ensureRole(tx, { name: SUPER_ADMIN_ROLE, description: "Semua hak akses" });
    const [superAdmin] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, SUPER_ADMIN_ROLE));
    const all = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...ALL_PERMISSIONS]));
    if (!superAdmin) return;
    await grantPermissions(
      tx,
      superAdmin.id,
      all.map((permission) => permission.id),
    );
  });
}

/** Creates a role with the given permissions (names must be in the catalogue); returns its id. */
export async function createRoleWithPermissions(
  db: Database,
  name: string,
  description: string,
  names: readonly string[],
) {
  const roleId = await insertRole(db, { name, description });
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  if (rows.length !== names.length) throw new Error(`role ${name} names a permission outside the catalogue`);
  await grantPermissions(
    db,
    roleId,
    rows.map((row) => row.id),
  );
  return roleId;
}
