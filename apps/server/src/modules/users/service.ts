import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { UserStatus, UserType } from "@ferry/shared/users";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema/sessions";
import {
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from "../../db/schema/users";
import { AppError, fieldError } from "../../lib/app-error";
import { SUPER_ADMIN_ROLE } from "../access/index";
import { endSessions } from "../auth/index";

export type UserValues = {
  username: string;
  nama_lengkap: string;
  email: string | null;
  tipe_pengguna: UserType;
  status: UserStatus;
  role_ids: number[];
  permissions: string[];
};

/** The administrative permissions a user may never take from themselves. */
const SELF_GUARD = ["view users", "edit users"];

export async function checkUserValues(tx: Database, values: UserValues, id: number | null) {
  const unknown = values.permissions.filter((name) => !ALL_PERMISSIONS.includes(name));
  if (unknown.length) throw fieldError("permissions", `Hak akses tidak dikenal: ${unknown.join(", ")}`);
  const clash = await tx
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = lower(${values.username})${values.email ? sql` or lower(${users.email}) = lower(${values.email})` : sql``})`,
        id === null ? undefined : ne(users.id, id),
      ),
    );
  if (clash.some((row) => row.username.toLowerCase() === values.username.toLowerCase()))
    throw fieldError("username", "Username sudah dipakai");
  if (clash.length) throw fieldError("email", "Email sudah dipakai");
  if (values.role_ids.length) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, values.role_ids));
    if (found.length !== new Set(values.role_ids).size) throw fieldError("role_ids", "Peran tidak ditemukan");
  }
}

/** Replaces the roles and direct permissions of a user. */
export async function setAccess(tx: Database, userId: number, roleIds: number[], names: string[]) {
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  await tx.delete(userPermissions).where(eq(userPermissions.user_id, userId));
  if (roleIds.length)
    await tx.insert(userRoles).values([...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id })));
  if (names.length) {
    const rows = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, names));
    if (rows.length)
      await tx
        .insert(userPermissions)
        .values(rows.map((row) => ({ user_id: userId, permission_id: row.id })));
  }
}

async function superAdminRoleId(tx: Database) {
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  return row?.id;
}

/** Active users holding the Super Admin role, other than `exceptId`. */
async function otherActiveSuperAdmins(tx: Database, exceptId: number) {
  const roleId = await superAdminRoleId(tx);
  if (roleId === undefined) return 0;
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(eq(userRoles.role_id, roleId), eq(users.status, "Aktif"), ne(users.id, exceptId)));
  return row?.total ?? 0;
}

/** Refuses changes that lock the last Super Admin or the acting administrator out. */
export async function guardAdministrators(
  tx: Database,
  userId: number,
  actorId: number | null,
  next: { status: UserStatus; role_ids?: number[]; permissions?: string[] },
) {
  const roleId = await superAdminRoleId(tx);
  const current = await tx
    .select({ role_id: userRoles.role_id })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId));
  const isSuperAdmin = current.some((row) => row.role_id === roleId);
  const staysSuperAdmin = next.role_ids ? next.role_ids.includes(roleId ?? -1) : isSuperAdmin;
  if (
    isSuperAdmin &&
    (next.status !== "Aktif" || !staysSuperAdmin) &&
    (await otherActiveSuperAdmins(tx, userId)) === 0
  ) {
    throw new AppError("CONFLICT", "Super Admin terakhir tidak dapat dinonaktifkan atau dicabut perannya.");
  }
  if (actorId !== userId) return;
  if (next.status !== "Aktif")
    throw new AppError("CONFLICT", "Anda tidak dapat menonaktifkan akun Anda sendiri.");
  if (next.role_ids && next.permissions) {
    const fromRoles = next.role_ids.length
      ? await tx
          .select({ name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
          .where(inArray(rolePermissions.role_id, next.role_ids))
      : [];
    const held = new Set([...next.permissions, ...fromRoles.map((row) => row.name)]);
    if (!SELF_GUARD.every((name) => held.has(name))) {
      throw new AppError(
        "CONFLICT",
        "Anda tidak dapat mencabut hak akses administrasi pengguna dari akun Anda sendiri.",
      );
    }
  }
}

type UserRow = typeof users.$inferSelect;

/** An account's row (with its password hash: never answer it as is). */
export async function findUserRow(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
  return row;
}

export type UserView = Awaited<ReturnType<typeof describeUsers>>[number];

/** An account as `/users` answers it, or NOT_FOUND. */
export async function requireUser(db: Database, id: number): Promise<UserView> {
  const [user] = await describeUsers(db, [await findUserRow(db, id)]);
  if (!user) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
  return user;
}

export async function describeUsers(db: Database, rows: UserRow[]) {
  const ids = rows.map((row) => row.id);
  const roleRows = ids.length
    ? await db
        .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.role_id))
        .where(inArray(userRoles.user_id, ids))
    : [];
  const direct = ids.length
    ? await db
        .select({ user_id: userPermissions.user_id, name: permissions.name })
        .from(userPermissions)
        .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
        .where(inArray(userPermissions.user_id, ids))
    : [];
  const live = ids.length
    ? await db
        .select({ user_id: sessions.user_id, total: sql<number>`count(*)::int` })
        .from(sessions)
        .where(
          and(inArray(sessions.user_id, ids), isNull(sessions.ended_at), gt(sessions.expires_at, new Date())),
        )
        .groupBy(sessions.user_id)
    : [];
  return rows.map(({ password_hash: _hash, ...user }) => ({
    ...user,
    roles: roleRows.filter((row) => row.user_id === user.id).map(({ id, name }) => ({ id, name })),
    role_ids: roleRows.filter((row) => row.user_id === user.id).map((row) => row.id),
    permissions: direct.filter((row) => row.user_id === user.id).map((row) => row.name),
    live_sessions: live.find((row) => row.user_id === user.id)?.total ?? 0,
  }));
}

export async function liveSessionsOf(db: Database, userId: number) {
  return db
    .select({
      id: sessions.id,
      // A gate device session's name (decision 032); null for a normal sign-in.
      perangkat: sessions.perangkat,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      last_activity_at: sessions.last_activity_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), gt(sessions.expires_at, new Date())));
}

export async function setStatus(tx: Database, userId: number, status: UserStatus) {
  const [after] = await tx
    .update(users)
    .set({ status, updated_at: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!after) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
  const ended = status === "Aktif" ? 0 : await endSessions(tx, userId, "deactivated");
  return { after, ended };
}
