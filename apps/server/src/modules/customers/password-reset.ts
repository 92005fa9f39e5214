import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/service";
import { hashPassword } from "../auth/password-hash";
import { endSessions } from "../auth/sessions";
import { consumeEmailToken, ensureEmailTokenAllowed } from "../email-tokens/tokens";
import { enqueueEmailLink, enqueuePasswordChanged } from "../notices/producers";

/** The one answer to every request for a reset link, so it never tells whether an address is registered. */
export const RESET_LINK_SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
export const PASSWORD_RESET_DONE = "Password berhasil diatur ulang. Silakan login dengan password baru.";

/**
 * POST /api/customers/password/forgot: for an active customer with this e-mail, a reset link (1 hour)
 * to that address; nothing otherwise, nor when a link went out within the last minute or five today.
 * The caller answers RESET_LINK_SENT in every case.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ userId: users.id, nama_lengkap: users.nama_lengkap, email: customers.email })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.user_id))
      .where(and(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()), eq(users.status, "Aktif")))
      .for("update")
      .limit(1);
    if (!account) return;
    try {
      await ensureEmailTokenAllowed(tx, "password_reset", account.userId);
    } catch (error) {
      if (error instanceof AppError && error.code === "EMAIL_TOKEN_TOO_SOON") return;
      throw error;
    }
    await enqueueEmailLink(tx, "password_reset", account);
  });
}

/**
 * POST /api/customers/password/reset: uses up the reset token, sets the new password and ends every live
 * session of the account; the token's address must still be the account's (else 400
 * EMAIL_TOKEN_INVALID). Opening the link proves the address, so it also counts as verified. Logs the
 * event and the number of sessions ended, never the token or the password.
 */
export async function resetPasswordWithToken(
  db: Database,
  input: { token: string; password: string },
  context: Omit<Actor, "id" | "username">,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { userId, email } = await consumeEmailToken(tx, "password_reset", input.token);
    const [customer] = await tx
      .update(customers)
      .set({
        email_verified_at: sql`coalesce(${customers.email_verified_at}, now())`,
        updated_at: new Date(),
      })
      .where(and(eq(customers.user_id, userId), eq(sql`lower(${customers.email})`, email)))
      .returning({ id: customers.id });
    if (!customer) throw new AppError("EMAIL_TOKEN_INVALID");
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError("EMAIL_TOKEN_INVALID");
    const ended = await endSessions(tx, userId, "password_reset_link");
    await logActivity(
      tx,
      { ...context, id: userId, username: user.username },
      {
        action: "customer.password_reset",
        description: "Mengatur ulang password lewat tautan e-mail",
        subject_type: "user",
        subject_id: userId,
        properties: { sessions_ended: ended },
      },
    );
    await enqueuePasswordChanged(tx, user);
  });
}
