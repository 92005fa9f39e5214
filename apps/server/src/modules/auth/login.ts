import type { SessionSettings } from "@ferry/shared/session-settings";
import type { LoginInput, StaffUser } from "@ferry/shared/staff-auth";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/service";
import { recentFailures, recordAttempt } from "./login-attempts";
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
 * Staff sign-in by username or e-mail, under the 'Sesi & Login' settings. Refuses after
 * `batas_percobaan_login` failures per username and address within `jendela_percobaan_menit` (429),
 * answers unknown user and wrong password alike (401), refuses inactive and customer accounts (403).
 * With `satu_sesi_per_akun` another live session answers 409 unless `force` is set, which ends it (its
 * holder then sees CONCURRENT_SESSION); without it a sign-in simply opens another session. The token
 * lives `masa_berlaku_token_menit` minutes.
 */
export async function loginStaff(
  db: Database,
  input: LoginInput,
  context: RequestContext,
  settings: SessionSettings,
): Promise<LoginResult> {
  const username = input.username.trim().toLowerCase();
  const ip = context.ip ?? "unknown";
  const failures = await recentFailures(db, username, ip, settings.jendela_percobaan_menit);
  if (failures >= settings.batas_percobaan_login) {
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
    const takeOver = settings.satu_sesi_per_akun && (await hasLiveSession(tx, user.id));
    if (takeOver) {
      if (!input.force) throw new AppError("ACCOUNT_IN_USE");
      await endSessions(tx, user.id, "concurrent_session");
    }
    const ttlSeconds = settings.masa_berlaku_token_menit * 60;
    const { token, session } = await openSession(tx, user.id, ttlSeconds, context);
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    await recordAttempt(tx, username, ip, true);
    await logActivity(tx, actorOf(user, context, username), {
      action: takeOver ? "auth.login_forced" : "auth.login",
      description: takeOver ? "Login (mengambil alih sesi lain)" : "Login",
      subject_type: "session",
      subject_id: session.id,
    });
    return { token, expiresAt: session.expires_at, user: await toStaffUser(tx, user) };
  });
}
