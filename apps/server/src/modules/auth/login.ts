import type { SessionSettings } from "@ferry/shared/session-settings";
import type { LoginInput, StaffUser } from "@ferry/shared/staff-auth";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { recordSignIn } from "../users/index";
import { endDeviceSessionsNamed } from "./device-sessions";
import {
  ADDRESS_USERNAME_LIMIT,
  recentAddressFailures,
  recentFailures,
  recordAttempt,
} from "./login-attempts";
import { verifyPassword } from "./password-hash";
import { endSessions, hasLiveSession, openSession, type RequestContext } from "./sessions";
import { toStaffUser, type UserRow } from "./staff-user";

export type LoginResult = { token: string; expiresAt: Date; user: StaffUser };

/** A signed-in account: the new bearer token, its expiry and the account as the caller presents it. */
export type SignedIn<T> = { token: string; expiresAt: Date; account: T };

/**
 * What makes one kind of sign-in (staff, customer) differ from another; everything else (attempt limit,
 * password check, single-session rule, session, activity log) is the one code path below.
 */
export type SignInPolicy<T> = {
  /** Refuses an account this sign-in is not for; runs after the password (or Google token) matched. */
  admit(db: Database, user: UserRow): Promise<void> | void;
  /** The account as the answer gives it, read inside the sign-in's transaction. */
  present(db: Database, user: UserRow): Promise<T>;
  /** The message of 409 ACCOUNT_IN_USE (the catalogue's default when absent). */
  inUseMessage?: string;
  /** Activity log description of a sign-in, e.g. `Login` or `Login pelanggan`. */
  description: string;
};

function actorOf(
  user: { id: number; username: string } | undefined,
  context: RequestContext,
  username: string,
): Actor {
  return { id: user?.id ?? null, username: user?.username ?? username, ...context };
}

const ADDRESS_BLOCKED = "Terlalu banyak percobaan login dari alamat ini. Silakan tunggu beberapa saat.";

/**
 * Sign-in by username or e-mail and password, under the 'Sesi & Login' settings. Refuses after
 * `batas_percobaan_login` failures per username and address within `jendela_percobaan_menit` (429), and
 * an address from which `ADDRESS_USERNAME_LIMIT` different usernames failed in that window (429),
 * answers unknown user and wrong password alike (401), then lets the policy refuse the account (403 ...)
 * and opens the session with `openSignedInSession`.
 */
export async function passwordSignIn<T>(
  db: Database,
  credentials: {
    identifier: string;
    password: string;
    force?: boolean | undefined;
    /** Opens a gate device session of this name (decision 032). */
    perangkat?: string | undefined;
  },
  context: RequestContext,
  settings: SessionSettings,
  policy: SignInPolicy<T>,
  invalidMessage?: string,
): Promise<SignedIn<T>> {
  const username = credentials.identifier.trim().toLowerCase();
  const ip = context.ip ?? "unknown";
  const window = settings.jendela_percobaan_menit;
  if ((await recentAddressFailures(db, ip, window)) >= ADDRESS_USERNAME_LIMIT) {
    throw new AppError("TOO_MANY_ATTEMPTS", ADDRESS_BLOCKED);
  }
  if ((await recentFailures(db, username, ip, window)) >= settings.batas_percobaan_login) {
    throw new AppError("TOO_MANY_ATTEMPTS");
  }
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username), eq(sql`lower(${users.email})`, username)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !passwordOk) {
    await db.transaction(async (tx) => {
      await recordAttempt(tx, username, ip, false);
      await logActivity(tx, actorOf(user, context, username), {
        action: "auth.login_failed",
        description: `Login gagal untuk ${username}`,
      });
    });
    throw new AppError("INVALID_CREDENTIALS", invalidMessage);
  }
  await policy.admit(db, user);
  return openSignedInSession(
    db,
    user,
    { force: credentials.force, attemptKey: username, perangkat: credentials.perangkat },
    context,
    settings,
    policy,
  );
}

/**
 * Opens a session for an account that has proven who it is (password or Google). With
 * `satu_sesi_per_akun` another live session answers 409 unless `force` is set, which ends it (its holder
 * then sees CONCURRENT_SESSION); without it a sign-in simply opens another session. The token lives
 * `masa_berlaku_token_menit` minutes. `attemptKey` records a successful attempt (password sign-in only).
 * `perangkat` opens a gate device session instead: beside the account's other sessions, replacing only a
 * live device session of the same name (decision 032).
 */
export async function openSignedInSession<T>(
  db: Database,
  user: UserRow,
  options: {
    force?: boolean | undefined;
    attemptKey?: string | undefined;
    perangkat?: string | undefined;
  },
  context: RequestContext,
  settings: SessionSettings,
  policy: SignInPolicy<T>,
): Promise<SignedIn<T>> {
  return db.transaction(async (tx) => {
    // One sign-in of an account at a time: the row lock orders concurrent logins of the same user.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const device = options.perangkat ?? null;
    const takeOver = !device && settings.satu_sesi_per_akun && (await hasLiveSession(tx, user.id));
    if (takeOver) {
      if (!options.force) throw new AppError("ACCOUNT_IN_USE", policy.inUseMessage);
      await endSessions(tx, user.id, "concurrent_session", true);
    }
    if (device) await endDeviceSessionsNamed(tx, user.id, device);
    const ttlSeconds = settings.masa_berlaku_token_menit * 60;
    const { token, session } = await openSession(tx, user.id, ttlSeconds, context, device);
    await recordSignIn(tx, user.id);
    if (options.attemptKey) await recordAttempt(tx, options.attemptKey, context.ip ?? "unknown", true);
    await logActivity(tx, actorOf(user, context, user.username), {
      action: device ? "auth.device_login" : takeOver ? "auth.login_forced" : "auth.login",
      description: device
        ? `${policy.description} "${device}"`
        : takeOver
          ? `${policy.description} (mengambil alih sesi lain)`
          : policy.description,
      subject_type: "session",
      subject_id: session.id,
    });
    return { token, expiresAt: session.expires_at, account: await policy.present(tx, user) };
  });
}

export const staffPolicy: SignInPolicy<StaffUser> = {
  admit(_db, user) {
    if (user.tipe_pengguna === "pelanggan" || user.status !== "Aktif") {
      throw new AppError("ACCESS_DENIED");
    }
  },
  present: toStaffUser,
  description: "Login",
};

/**
 * Staff sign-in by username or e-mail; refuses inactive and customer accounts (403 ACCESS_DENIED).
 * With `perangkat` and the gate device policy (`device-login.ts`) it opens a gate device session.
 * See `passwordSignIn` and `openSignedInSession` for the rest.
 */
export async function loginStaff(
  db: Database,
  input: LoginInput & { perangkat?: string },
  context: RequestContext,
  settings: SessionSettings,
  policy = staffPolicy,
): Promise<LoginResult> {
  const { username, password, force, perangkat } = input;
  const result = await passwordSignIn(
    db,
    { identifier: username, password, force, perangkat },
    context,
    settings,
    policy,
  );
  return { token: result.token, expiresAt: result.expiresAt, user: result.account };
}
