import { and, eq, sql } from "drizzle-orm";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import type { PasswordResetAudience } from "../email-tokens/index";

/**
 * 'Lupa password?' of customers (`/api/customers/password/*`, decision 025): active customers by their
 * e-mail; the link opens `/customers/reset-password`; a reset also proves the address (verified).
 */
export const customerResetAudience: PasswordResetAudience = {
  page: "/customers/reset-password",
  action: "customer.password_reset",
  async findAccount(tx, email) {
    const [account] = await tx
      .select({ userId: users.id, nama_lengkap: users.nama_lengkap, email: customers.email })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.user_id))
      .where(and(eq(sql`lower(${customers.email})`, email), eq(users.status, "Aktif")))
      .for("update")
      .limit(1);
    return account;
  },
  async claim(tx, userId, email) {
    const [customer] = await tx
      .update(customers)
      .set({
        email_verified_at: sql`coalesce(${customers.email_verified_at}, now())`,
        updated_at: new Date(),
      })
      .where(and(eq(customers.user_id, userId), eq(sql`lower(${customers.email})`, email)))
      .returning({ id: customers.id });
    return customer !== undefined;
  },
};
