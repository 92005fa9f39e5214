import { gateDevicePermissions } from "@ferry/shared/gate-devices";
import { ALL_PERMISSIONS, groupPermissions } from "@ferry/shared/permissions";
import type { StaffUser } from "@ferry/shared/staff-auth";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import {
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

/**
 * The permission names of the `users` row a statement reads: through its roles and granted directly, as
 * two array expressions (written out: Drizzle leaves a column unqualified in a one-table select).
 */
export const heldNames = () => ({
  fromRoles: sql<string[]>`array(select distinct p.name from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
    where ur.user_id = "users"."id")`,
  direct: sql<string[]>`array(select p.name from user_permissions up
    join permissions p on p.id = up.permission_id where up.user_id = "users"."id")`,
});

export type HeldNames = { fromRoles: string[]; direct: string[] };
export type Held = { all: Set<string>; fromRoles: Set<string>; direct: Set<string> };

/** The names a user holds (both arrays of `heldNames`) as sets: all of them, and where each came from. */
export function heldOf(names: HeldNames): Held {
  const fromRoles = new Set(names.fromRoles);
  const direct = new Set(names.direct);
  return { all: new Set([...fromRoles, ...direct]), fromRoles, direct };
}

/** The names a user holds (one statement); every request that signs in reads them with its session. */
const permissionsQuery = builtOnce("permissions_of_user", (db) =>
  db
    .select(heldNames())
    .from(users)
    .where(eq(users.id, sql.placeholder("userId"))),
);

/** The names a user holds: those of the user's roles plus those granted directly (one query). */
export async function permissionsOf(db: Database, userId: number): Promise<Held> {
  const [names] = await permissionsQuery(db).execute({ userId });
  return heldOf(names ?? { fromRoles: [], direct: [] });
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
export function sessionHeld(held: Held, asDevice: boolean): Held {
  if (!asDevice) return held;
  return {
    all: gateDevicePermissions(held.all),
    fromRoles: gateDevicePermissions(held.fromRoles),
    direct: gateDevicePermissions(held.direct),
  };
}

/** The names a user's session holds (see `sessionHeld`), read from the database. */
export async function sessionPermissions(db: Database, userId: number, asDevice: boolean) {
  return sessionHeld(await permissionsOf(db, userId), asDevice);
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
