import { randomBytes } from "node:crypto";
import type { UserStatus, UserType } from "@ferry/shared/users";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema/users";
import { createRoleWithPermissions, insertStaffAccount } from "../modules/access/index";
import { hashPassword, openSession } from "../modules/auth/index";

export const TEST_PASSWORD = "rahasia123";

/** TEST_PASSWORD hashed once per worker: argon2 costs tens of milliseconds, and tests make many users. */
let testPasswordHash: Promise<string> | undefined;

/** A staff account holding exactly `permissions` (through a role made for it). */
export async function createTestUser(
  app: FastifyInstance,
  options: {
    username?: string;
    permissions?: string[];
    tipe_pengguna?: UserType;
    status?: UserStatus;
    email?: string;
  } = {},
) {
  const db = app.database.db;
  const username = options.username ?? `user_${randomBytes(3).toString("hex")}`;
  const roleName = `role_${username}`;
  await createRoleWithPermissions(db, roleName, "test", options.permissions ?? []);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const id = await insertStaffAccount(db, {
    username,
    nama_lengkap: `Nama ${username}`,
    email: options.email ?? `${username}@contoh.id`,
    tipe_pengguna: options.tipe_pengguna ?? "admin",
    password_hash: await testPasswordHash,
    roleNames: [roleName],
  });
  if (options.status) await db.update(users).set({ status: options.status }).where(eq(users.id, id));
  return { id, username };
}

export async function login(
  app: FastifyInstance,
  username: string,
  extra: { password?: string; force?: boolean; ip?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: extra.password ?? TEST_PASSWORD, ...(extra.force ? { force: true } : {}) },
    remoteAddress: extra.ip ?? "10.0.0.1",
  });
}

/**
 * A live session for `username`, opened directly (as sign-in would, without its password check): for
 * tests where the sign-in itself is not under test. Sign-in is tested through `login` above.
 */
export async function signIn(
  app: FastifyInstance,
  username: string,
): Promise<{ authorization: string; token: string }> {
  const db = app.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`sign-in failed: no user ${username}`);
  const context = { ip: "10.0.0.1", user_agent: "test" };
  const { token } = await openSession(db, user.id, app.config.tokenTtlSeconds, context);
  return { authorization: `Bearer ${token}`, token };
}
