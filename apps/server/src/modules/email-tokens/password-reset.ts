import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { endSessions, hashPassword } from "../auth/index";
import { enqueueEmailLink, enqueuePasswordChanged } from "../notices/index";
import { setPasswordHash } from "../users/index";
import { consumeEmailToken, ensureEmailTokenAllowed } from "./tokens";

/**
 * 'Lupa password?' for customers and staff alike (decision 025): one request for a link, one reset with
 * its token. What differs is the audience: whose accounts it looks up, which web page the link opens, what
 * proving the address means, and the activity it logs.
 */

/** The one answer to every request for a reset link, so it never tells whether an address is registered. */
export const RESET_LINK_SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
export const PASSWORD_RESET_DONE = "Password berhasil diatur ulang. Silakan login dengan password baru.";

export type ResetAccount = { userId: number; nama_lengkap: string; email: string };

export type PasswordResetAudience = {
  /** The web page the link opens (`?token=…` is added). */
  page: string;
  /** The activity-log action of a reset (a label in packages/shared/src/labels.ts). */
  action: string;
  /** The active account of this audience with this e-mail (lower case), its row locked; none: undefined. */
  findAccount(tx: Database, email: string): Promise<ResetAccount | undefined>;
  /**
   * After the token is used: whether the account is still of this audience and has the address the link
   * went to (and what proving the address means for it, such as a customer's verified e-mail).
   */
  claim(tx: Database, userId: number, email: string): Promise<boolean>;
};

/**
 * For an active account of the audience with this e-mail, a reset link (1 hour) to that address; nothing
 * otherwise, nor when a link went out within the last minute or five today. The caller answers
 * RESET_LINK_SENT in every case.
 */
export async function requestPasswordReset(
  db: Database,
  audience: PasswordResetAudience,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await audience.findAccount(tx, email.trim().toLowerCase());
    if (!account) return;
    try {
      await ensureEmailTokenAllowed(tx, "password_reset", account.userId);
    } catch (error) {
      if (error instanceof AppError && error.code === "EMAIL_TOKEN_TOO_SOON") return;
      throw error;
    }
    await enqueueEmailLink(tx, "password_reset", account, audience.page);
  });
}

/**
 * Uses up the reset token, sets the new password and ends every live session of the account (they answer
 * TOKEN_EXPIRED); the account must be the audience's and still have the link's address (else 400
 * EMAIL_TOKEN_INVALID, the token left unused). Logs the event and the number of sessions ended, never the
 * token or the password, and tells the account's address that the password changed.
 */
export async function resetPasswordWithToken(
  db: Database,
  audience: PasswordResetAudience,
  input: { token: string; password: string },
  context: Omit<Actor, "id" | "username">,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { userId, email } = await consumeEmailToken(tx, "password_reset", input.token);
    if (!(await audience.claim(tx, userId, email))) throw new AppError("EMAIL_TOKEN_INVALID");
    const user = await setPasswordHash(tx, userId, passwordHash);
    if (!user) throw new AppError("EMAIL_TOKEN_INVALID");
    const ended = await endSessions(tx, userId, "password_reset_link");
    await logActivity(
      tx,
      { ...context, id: userId, username: user.username },
      {
        action: audience.action,
        description: "Mengatur ulang password lewat tautan e-mail",
        subject_type: "user",
        subject_id: userId,
        properties: { sessions_ended: ended },
      },
    );
    await enqueuePasswordChanged(tx, user);
  });
}
