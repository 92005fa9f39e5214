import type { LoginInput, StaffUser } from "@ferry/shared/staff-auth";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/service";
import { MAX_FAILED_ATTEMPTS, recentFailures, recordAttempt } from "./login-attempts";
import { verifyPassword } from "./password-hash";
import { endSessions, hasLiveSession, openSession, type RequestContext } from "./sessions";
import { toStaffUser } from "./staff-user";

export type LoginResult = { token: string; expiresAt: Date; user: StaffUser };

function actorOf(
  user: { id: number; username: string } | undefined,
  context: RequestContext,
  username: string,
): Actor {
  return { id: user?.id ?? null, username: user?.username ?? username, ...context };
}

/**
 * Staff sign-in by username or e-mail. Refuses after 5 failures per username and address within
 * 15 minutes (429), answers unknown user and wrong password alike (401), refuses inactive and customer
 * accounts (403), and keeps one live session per account: another live session answers 409 unless
 * `force` is set, which ends it (its holder then sees CONCURRENT_SESSION).
 */
export async function loginStaff(
  db: Database,
  input: LoginInput,
  context: RequestContext,
  ttlSeconds: number,
): Promise<LoginResult> {
  const username = input.username.trim().toLowerCase();
  const ip = context.ip ?? "unknown";
  if ((await recentFailures(db, username, ip)) >= MAX_FAILED_ATTEMPTS) {
    throw new AppError("TOO_MANY_ATTEMPTS");
  }
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username), eq(sql`lower(${users.email})`, username)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, username, ip, false);
      await logActivity(tx, actorOf(user, context, username), {
        action: "auth.login_failed",
        description: `Login gagal untuk ${username}`,
      });
    });
    throw new AppError("INVALID_CREDENTIALS");
  }
  if (user.tipe_pengguna === "pelanggan" || user.status !== "Aktif") {
    throw new AppError("ACCESS_DENIED");
  }
  return db.transaction(async (tx) => {
    // One sign-in of an account at a time: the row lock orders concurrent logins of the same user.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (await hasLiveSession(tx, user.id)) {
      if (!input.force) throw new AppError("ACCOUNT_IN_USE");
      await endSessions(tx, user.id, "concurrent_session");
    }
    const { token, session } = await openSession(tx, user.id, ttlSeconds, context);
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    await recordAttempt(tx, username, ip, true);
    await logActivity(tx, actorOf(user, context, username), {
      action: input.force ? "auth.login_forced" : "auth.login",
      description: input.force ? "Login (mengambil alih sesi lain)" : "Login",
      subject_type: "session",
      subject_id: session.id,
    });
    return { token, expiresAt: session.expires_at, user: await toStaffUser(tx, user) };
  });
}
