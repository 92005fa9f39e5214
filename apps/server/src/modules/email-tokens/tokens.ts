import { and, desc, eq, gt, gte, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTokens } from "../../db/schema/email-tokens";
import { AppError } from "../../lib/app-error";
import { newToken, tokenHash } from "../auth/index";

/**
 * The one mechanism behind every link sent to prove an e-mail address (decision 025): a random token
 * (256 bits) goes into the e-mail, only its SHA-256 into `email_tokens`; it serves one purpose, once,
 * until it expires.
 */

export type EmailTokenPurpose = "email_verification" | "password_reset";

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** Stores a new token for the account and address in the caller's transaction; answers the token itself. */
export async function issueEmailToken(
  tx: Database,
  purpose: EmailTokenPurpose,
  account: { userId: number; email: string },
): Promise<string> {
  const token = newToken();
  // One clock for the issue time and the expiry (the database's now() is its transaction's start).
  const issuedAt = new Date();
  await tx.insert(emailTokens).values({
    user_id: account.userId,
    purpose,
    email: account.email.trim().toLowerCase(),
    token_hash: tokenHash(token),
    created_at: issuedAt,
    expires_at: new Date(issuedAt.getTime() + LIFETIME_MS[purpose]),
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

/** At most one new link a minute and five a day per account and purpose (mail bombing, outbox growth). */
const SPACING_MS = 60 * 1000;
const DAILY = 5;

/**
 * Refuses a new token of this purpose for the account while one was issued within the last minute or
 * five within 24 hours: 429 EMAIL_TOKEN_TOO_SOON. Call inside the transaction that then issues it, after
 * locking the account's row, so two requests cannot both pass.
 */
export async function ensureEmailTokenAllowed(
  tx: Database,
  purpose: EmailTokenPurpose,
  userId: number,
): Promise<void> {
  const now = Date.now();
  const issued = await tx
    .select({ created_at: emailTokens.created_at })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.user_id, userId),
        eq(emailTokens.purpose, purpose),
        gte(emailTokens.created_at, new Date(now - 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(desc(emailTokens.created_at));
  const latest = issued[0]?.created_at.getTime();
  if (issued.length >= DAILY || (latest !== undefined && now - latest < SPACING_MS)) {
    throw new AppError("EMAIL_TOKEN_TOO_SOON");
  }
}
