import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { consumeEmailToken } from "../email-tokens/index";

export const EMAIL_VERIFIED = "Alamat e-mail Anda sudah terverifikasi";
/** The web page of the verification link. */
export const VERIFY_PAGE = "/customers/verify";

/**
 * POST /api/customers/verify: uses up a verification token and marks the customer's e-mail as theirs,
 * only while the account still has the address the link was sent to (else 400 EMAIL_TOKEN_INVALID, and
 * the token stays unused as the whole transaction rolls back).
 */
export async function verifyCustomerEmail(
  db: Database,
  token: string,
  context: Omit<Actor, "id" | "username">,
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { userId, email } = await consumeEmailToken(tx, "email_verification", token);
    const [verified] = await tx
      .update(customers)
      .set({ email_verified_at: new Date(), updated_at: new Date() })
      .where(and(eq(customers.user_id, userId), eq(sql`lower(${customers.email})`, email)))
      .returning({ email: customers.email });
    if (!verified) throw new AppError("EMAIL_TOKEN_INVALID");
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    await logActivity(
      tx,
      { ...context, id: userId, username: user?.username ?? null },
      {
        action: "customer.email_verified",
        description: `Verifikasi e-mail ${verified.email}`,
        subject_type: "user",
        subject_id: userId,
      },
    );
    return verified;
  });
}
