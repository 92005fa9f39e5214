import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema/users";
import { createStaffAccount } from "../modules/access/accounts";
import { createRoleWithPermissions } from "../modules/access/catalogue";

export const TEST_PASSWORD = "rahasia123";

/** A staff account holding exactly `permissions` (through a role made for it). */
export async function createTestUser(
  app: FastifyInstance,
  options: {
    username?: string;
    permissions?: string[];
    tipe_pengguna?: string;
    status?: string;
    email?: string;
  } = {},
) {
  const db = app.database.db;
  const username = options.username ?? `user_${randomBytes(3).toString("hex")}`;
  const roleName = `role_${username}`;
  await createRoleWithPermissions(db, roleName, "test", options.permissions ?? []);
  const id = await createStaffAccount(db, {
    username,
    nama_lengkap: `Nama ${username}`,
    email: options.email ?? `${username}@contoh.id`,
    tipe_pengguna: options.tipe_pengguna ?? "admin",
    password: TEST_PASSWORD,
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

/** Signs in and answers the bearer header for later calls. */
export async function signIn(
  app: FastifyInstance,
  username: string,
): Promise<{ authorization: string; token: string }> {
  const response = await login(app, username);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const token = response.json().token as string;
  return { authorization: `Bearer ${token}`, token };
}
