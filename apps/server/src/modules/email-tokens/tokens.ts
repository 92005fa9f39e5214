import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTokens } from "../../db/schema/email-tokens";
import { AppError } from "../../lib/app-error";
import { newToken, tokenHash } from "../auth/tokens";

/**
 * The one mechanism behind every link sent to prove an e-mail address (decision 025): a random token
 * (256 bits) goes into the e-mail, only its SHA-256 into `email_tokens`; it serves one purpose, once,
 * until it expires.
 */

export type EmailTokenPurpose = "email_verification";

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
};

/** Stores a new token for the account and address in the caller's transaction; answers the token itself. */
export async function issueEmailToken(
  tx: Database,
  purpose: EmailTokenPurpose,
  account: { userId: number; email: string },
): Promise<string> {
  const token = newToken();
  await tx.insert(emailTokens).values({
    user_id: account.userId,
    purpose,
    email: account.email.trim().toLowerCase(),
    token_hash: tokenHash(token),
    expires_at: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses up a token of this purpose in the caller's transaction and answers whose it is and the address it
 * was sent to. Unknown, used, expired or of another purpose: 400 EMAIL_TOKEN_INVALID. One conditional
 * update, so two requests racing with the same token cannot both use it.
 */
export async function consumeEmailToken(
  tx: Database,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<{ userId: number; email: string }> {
  const now = new Date();
  const [row] = await tx
    .update(emailTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
      ),
    )
    .returning({ userId: emailTokens.user_id, email: emailTokens.email });
  if (!row) throw new AppError("EMAIL_TOKEN_INVALID");
  return row;
}
