import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";

// The users module owns the users table (issue 25): other modules change accounts through these
// functions, passing their transaction handle.

/** Adds an account (staff or customer); answers the row, or throws when the insert returned none. */
export async function insertAccount(tx: Database, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error(`user ${values.username} was not created`);
  return user;
}

/** Sets an account's password hash; answers the account, or undefined when it does not exist. */
export async function setPasswordHash(tx: Database, userId: number, passwordHash: string) {
  const [user] = await tx
    .update(users)
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Stamps a sign-in on the account. */
export async function recordSignIn(tx: Database, userId: number) {
  await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
}

/** A customer's account follows their profile: name, e-mail and username (= e-mail); undefined when absent. */
export async function setCustomerContact(
  tx: Database,
  userId: number,
  contact: { nama_lengkap: string; email: string },
  now: Date,
) {
  const [user] = await tx
    .update(users)
    .set({
      nama_lengkap: contact.nama_lengkap,
      email: contact.email,
      username: contact.email,
      updated_at: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
