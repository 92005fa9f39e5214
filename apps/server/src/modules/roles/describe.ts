import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { roleSchema } from "@ferry/shared/users";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { permissions, rolePermissions, roles, userRoles } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";

export type RoleView = z.output<typeof roleSchema>;

/** Roles (all, or those of `ids`) by name, with their permissions in catalogue order and their holders. */
export async function describeRoles(db: Database, ids?: number[]): Promise<RoleView[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(asc(roles.name));
  const grants = await db
    .select({ role_id: rolePermissions.role_id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id));
  const holders = await db
    .select({ role_id: userRoles.role_id, total: count() })
    .from(userRoles)
    .groupBy(userRoles.role_id);
  return rows.map((role) => ({
    ...role,
    permissions: ALL_PERMISSIONS.filter((name) =>
      grants.some((grant) => grant.role_id === role.id && grant.name === name),
    ),
    users_count: holders.find((row) => row.role_id === role.id)?.total ?? 0,
  }));
}

/** One role, or 404 'Peran tidak ditemukan'. */
export async function requireRole(db: Database, id: number): Promise<RoleView> {
  const [role] = await describeRoles(db, [id]);
  if (!role) throw new AppError("NOT_FOUND", "Peran tidak ditemukan");
  return role;
}

/** The staff select list of roles (`{ id, label }` by name). */
export function roleOptions(db: Database) {
  return db.select({ id: roles.id, label: roles.name }).from(roles).orderBy(asc(roles.name));
}
