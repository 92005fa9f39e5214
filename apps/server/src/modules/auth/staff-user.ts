import { gateDevicePermissions } from "@ferry/shared/gate-devices";
import { ALL_PERMISSIONS, groupPermissions } from "@ferry/shared/permissions";
import type { StaffUser } from "@ferry/shared/staff-auth";
import { and, eq, ne, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedPerHandle } from "../../db/prepared";
import {
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

/** The names a user holds through roles and directly (one statement); every request reads them. */
const permissionsQuery = preparedPerHandle((db) => {
  const userId = sql.placeholder("userId");
  const fromRoles = db
    .selectDistinct({ name: permissions.name, direct: sql<boolean>`false`.as("direct") })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId));
  const direct = db
    .select({ name: permissions.name, direct: sql<boolean>`true`.as("direct") })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
    .where(eq(userPermissions.user_id, userId));
  return unionAll(fromRoles, direct).prepare("permissions_of_user");
});

/** The names a user holds: those of the user's roles plus those granted directly (one query). */
export async function permissionsOf(db: Database, userId: number) {
  const rows = await permissionsQuery(db).execute({ userId });
  const roleNames = new Set(rows.filter((row) => !row.direct).map((row) => row.name));
  const directNames = new Set(rows.filter((row) => row.direct).map((row) => row.name));
  return { all: new Set([...roleNames, ...directNames]), fromRoles: roleNames, direct: directNames };
}

/** Ids of the active staff users holding `permission`, through a role or directly (sorted). */
export async function holdersOf(db: Database, permission: string): Promise<number[]> {
  const active = and(eq(users.status, "Aktif"), ne(users.tipe_pengguna, "pelanggan"));
  const fromRoles = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(and(active, eq(permissions.name, permission)));
  const direct = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.user_id, users.id))
    .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
    .where(and(active, eq(permissions.name, permission)));
  return [...new Set([...fromRoles, ...direct].map((row) => row.id))].sort((a, b) => a - b);
}

/**
 * The names a session holds: the user's, or for a gate device session (decision 032) only the gate's.
 * The access check and the answers below both read them here, so the menu and the server agree.
 */
export async function sessionPermissions(db: Database, userId: number, asDevice: boolean) {
  const held = await permissionsOf(db, userId);
  if (!asDevice) return held;
  return {
    all: gateDevicePermissions(held.all),
    fromRoles: gateDevicePermissions(held.fromRoles),
    direct: gateDevicePermissions(held.direct),
  };
}

/** The signed-in user as login, refresh and /user/profile answer it (`asDevice`: a gate device session). */
export async function toStaffUser(db: Database, user: UserRow, asDevice = false): Promise<StaffUser> {
  const held = await sessionPermissions(db, user.id, asDevice);
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, user.id));
  const names = ALL_PERMISSIONS.filter((name) => held.all.has(name));
  return {
    id: user.id,
    username: user.username,
    nama_lengkap: user.nama_lengkap,
    email: user.email,
    tipe_pengguna: user.tipe_pengguna,
    status: user.status,
    roles: roleRows.map((row) => row.name).sort(),
    permissions: names,
    grouped_permissions: groupPermissions(names),
    permission_stats: {
      total: ALL_PERMISSIONS.length,
      granted: names.length,
      from_roles: held.fromRoles.size,
      direct: held.direct.size,
    },
  };
}
