import { isPasswordValid } from "@ferry/shared/password-rules";
import type { UserType } from "@ferry/shared/users";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles, users } from "../../db/schema/users";
import { hashPassword } from "../auth/index";
import { insertAccount, setAccess } from "../users/index";
import { SUPER_ADMIN_ROLE } from "./catalogue";

export type NewStaffAccount = {
  username: string;
  nama_lengkap: string;
  email: string | null;
  tipe_pengguna: UserType;
  password: string;
  roleNames: readonly string[];
};

/** Creates a staff account with its roles. */
export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<number> {
  const { password, ...rest } = account;
  return insertStaffAccount(db, { ...rest, password_hash: await hashPassword(password) });
}

/** Inserts a staff account whose password is already hashed, with its roles. */
export async function insertStaffAccount(
  db: Database,
  account: Omit<NewStaffAccount, "password"> & { password_hash: string },
): Promise<number> {
  const user = await insertAccount(db, {
    username: account.username,
    nama_lengkap: account.nama_lengkap,
    email: account.email,
    tipe_pengguna: account.tipe_pengguna,
    password_hash: account.password_hash,
  });
  const roleIds: number[] = [];
  for (const roleName of account.roleNames) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
    if (!role) throw new Error(`role ${roleName} does not exist`);
    roleIds.push(role.id);
  }
  await setAccess(db, user.id, roleIds, []);
  return user.id;
}

export class BootstrapError extends Error {}

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD: how a production install without demo data gets its first account.
 * Creates that Super Admin when the username does not exist; never changes an existing account.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  admin: { username: string; password: string },
): Promise<boolean> {
  if (!isPasswordValid(admin.password)) {
    throw new BootstrapError(
      "ADMIN_PASSWORD must have at least 8 characters, a lowercase letter and a digit",
    );
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, admin.username.toLowerCase()));
  if (existing) return false;
  await createStaffAccount(db, {
    username: admin.username,
    nama_lengkap: "Administrator",
    email: null,
    tipe_pengguna: "super_admin",
    password: admin.password,
    roleNames: [SUPER_ADMIN_ROLE],
  });
  return true;
}

export async function countStaffAccounts(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.tipe_pengguna} <> 'pelanggan'`);
  return row?.total ?? 0;
}
