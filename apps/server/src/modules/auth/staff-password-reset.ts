import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { PasswordResetAudience } from "../email-tokens/index";

const staffWithEmail = (email: string) =>
  and(eq(sql`lower(${users.email})`, email), ne(users.tipe_pengguna, "pelanggan"), eq(users.status, "Aktif"));

/**
 * 'Lupa password?' of staff (`/api/password/*`, decision 025): active staff accounts (agents included)
 * by the optional e-mail of their user record; the link opens the staff page `/reset-password`.
 */
export const staffResetAudience: PasswordResetAudience = {
  page: "/reset-password",
  action: "auth.password_reset_link",
  async findAccount(tx, email) {
    const [account] = await tx
      .select({ userId: users.id, nama_lengkap: users.nama_lengkap, email: users.email })
      .from(users)
      .where(staffWithEmail(email))
      .for("update")
      .limit(1);
    return account?.email ? { ...account, email: account.email } : undefined;
  },
  async claim(tx, userId, email) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), staffWithEmail(email)))
      .for("update");
    return user !== undefined;
  },
};
