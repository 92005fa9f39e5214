import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../auth/index";
import { ensureEmailTokenAllowed } from "../email-tokens/index";
import { enqueueEmailLink } from "../notices/index";
import { VERIFY_PAGE } from "./verify-email";

export const VERIFICATION_SENT = "Tautan verifikasi telah dikirim ke alamat e-mail Anda";

/**
 * POST /api/customer/verify/resend: a new verification link to the signed-in customer's current e-mail.
 * Already verified: 409 EMAIL_ALREADY_VERIFIED; too soon after the last one: 429 EMAIL_TOKEN_TOO_SOON.
 * Older links stay valid until they expire (each proves the same address).
 */
export async function resendVerification(db: Database, user: UserRow): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.user_id, user.id)).for("update");
    if (!customer) throw new AppError("CUSTOMER_DATA_MISSING");
    if (customer.email_verified_at) throw new AppError("EMAIL_ALREADY_VERIFIED");
    await ensureEmailTokenAllowed(tx, "email_verification", user.id);
    await enqueueEmailLink(
      tx,
      "email_verification",
      {
        userId: user.id,
        nama_lengkap: user.nama_lengkap,
        email: customer.email,
      },
      VERIFY_PAGE,
    );
    return { email: customer.email };
  });
}
