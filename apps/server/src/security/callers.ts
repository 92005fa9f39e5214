import type { FastifyInstance } from "fastify";
import { openSession } from "../modules/auth/index";
import { createTestUser } from "../test/accounts";

export const bearerOf = (token: string) => `Bearer ${token}`;

/**
 * A customer account (`pelanggan`) with a live session. The session is opened directly: customers sign
 * in through their own routes, and what is tested here is what a customer's token may reach.
 */
export async function customerAccount(app: FastifyInstance) {
  const user = await createTestUser(app, { tipe_pengguna: "pelanggan" });
  const { token } = await openSession(app.database.db, user.id, 3600, { ip: "10.9.9.9", user_agent: "test" });
  return { ...user, token };
}
