import { DEVICE_MESSAGES } from "@ferry/shared/gate-devices";
import { AUTH_FAILURES, type AuthFailureCode } from "@ferry/shared/staff-auth";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { type SessionEndReason, sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Held, heldNames, heldOf } from "./staff-user";
import { newToken, tokenHash } from "./tokens";

export type SessionRow = typeof sessions.$inferSelect;
export type RequestContext = { ip: string | null; user_agent: string | null };

/** How long a rotated-out token keeps working, for requests that were already in flight. */
const PREVIOUS_TOKEN_GRACE_MS = 30_000;
/** Last activity is written at most this often per session. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

const END_REASON_FAILURE: Record<SessionEndReason, AuthFailureCode> = {
  logout: "TOKEN_INVALID",
  concurrent_session: "CONCURRENT_SESSION",
  force_logout: "FORCE_LOGOUT",
  deactivated: "FORCE_LOGOUT",
  password_reset: "FORCE_LOGOUT",
  password_reset_link: "TOKEN_EXPIRED",
  device_revoked: "TOKEN_INVALID",
};
/** Ends whose 401 says more than the catalogue's message. */
const END_REASON_MESSAGE: Partial<Record<SessionEndReason, string>> = {
  device_revoked: DEVICE_MESSAGES.revoked,
};

export function authFailure(code: AuthFailureCode, message?: string): AppError {
  const failure = AUTH_FAILURES[code];
  return new AppError(code, message ?? failure.message, { reason: failure.reason });
}

/** Opens a session; `perangkat` names a gate device session (decision 032), absent for a normal sign-in. */
export async function openSession(
  db: Database,
  userId: number,
  ttlSeconds: number,
  context: RequestContext,
  perangkat: string | null = null,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const [session] = await db
    .insert(sessions)
    .values({ user_id: userId, token_hash: tokenHash(token), expires_at: expiresAt, perangkat, ...context })
    .returning();
  if (!session) throw new Error("session insert returned nothing");
  return { token, session };
}

/** Sessions of a normal sign-in: the single-session rule counts and ends only these, never a gate device's. */
const signInSession = isNull(sessions.perangkat);

/** Whether the user has a live (not ended, not expired) session of a normal sign-in. */
export async function hasLiveSession(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.ended_at),
        gt(sessions.expires_at, new Date()),
        signInSession,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Ends every session of a user that has not been ended yet (expired ones too: they can no longer
 * refresh); `signInsOnly` leaves the gate device sessions alone (a take-over at sign-in).
 */
export async function endSessions(
  db: Database,
  userId: number,
  reason: SessionEndReason,
  signInsOnly = false,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ ended_at: new Date(), ended_reason: reason })
    .where(
      and(eq(sessions.user_id, userId), isNull(sessions.ended_at), signInsOnly ? signInSession : undefined),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function endSession(db: Database, sessionId: number, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ ended_at: new Date(), ended_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at)));
}

export type ResolvedSession = {
  session: SessionRow;
  user: typeof users.$inferSelect;
  /** The permission names the user holds (a gate device session holds fewer: `sessionHeld`). */
  held: Held;
  viaPreviousToken: boolean;
};

/**
 * The session and user of a token hash (or of the previous one until `now`) with the names the user
 * holds, in one statement: every request resolves one.
 */
const sessionOfToken = builtOnce("session_of_token", (db) => {
  const hash = sql.placeholder("hash");
  return db
    .select({ session: sessions, user: users, ...heldNames() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      or(
        eq(sessions.token_hash, hash),
        and(
          eq(sessions.previous_token_hash, hash),
          gt(sessions.previous_valid_until, sql.placeholder("now")),
        ),
      ),
    )
    .limit(1);
});

/**
 * Finds the session behind a bearer token or throws the 401 that says why it cannot be used:
 * unknown or logged out -> TOKEN_INVALID; taken over -> CONCURRENT_SESSION; ended by an administrator
 * -> FORCE_LOGOUT; expired (beyond `expiredGraceMs`) -> TOKEN_EXPIRED.
 */
export async function resolveToken(
  db: Database,
  token: string,
  expiredGraceMs = 0,
): Promise<ResolvedSession> {
  const hash = tokenHash(token);
  const now = new Date();
  const [row] = await sessionOfToken(db).execute({ hash, now: now.toISOString() });
  if (!row) throw authFailure("TOKEN_INVALID");
  const { session, user, ...names } = row;
  if (session.ended_at) {
    const reason = session.ended_reason ?? "logout";
    throw authFailure(END_REASON_FAILURE[reason], END_REASON_MESSAGE[reason]);
  }
  if (user.status !== "Aktif") throw authFailure("FORCE_LOGOUT");
  if (session.expires_at.getTime() + expiredGraceMs <= now.getTime()) throw authFailure("TOKEN_EXPIRED");
  return { session, user, held: heldOf(names), viaPreviousToken: session.token_hash !== hash };
}

/**
 * The session of a token, or null when the token no longer opens one (unknown, ended, expired, user
 * inactive). A database failure is not "no session": it propagates.
 */
export async function findSession(
  db: Database,
  token: string,
  expiredGraceMs = 0,
): Promise<ResolvedSession | null> {
  try {
    return await resolveToken(db, token, expiredGraceMs);
  } catch (error) {
    if (error instanceof AppError && error.code in AUTH_FAILURES) return null;
    throw error;
  }
}

/** Records activity on a session, at most once a minute. */
export async function touchSession(db: Database, session: SessionRow): Promise<void> {
  if (Date.now() - session.last_activity_at.getTime() < ACTIVITY_WRITE_INTERVAL_MS) return;
  await db.update(sessions).set({ last_activity_at: new Date() }).where(eq(sessions.id, session.id));
}

/** Gives the session a new token and a new expiry; the old token stays valid for 30 s. */
export async function rotateSession(db: Database, session: SessionRow, ttlSeconds: number) {
  const token = newToken();
  const now = Date.now();
  const [updated] = await db
    .update(sessions)
    .set({
      token_hash: tokenHash(token),
      previous_token_hash: session.token_hash,
      previous_valid_until: new Date(now + PREVIOUS_TOKEN_GRACE_MS),
      expires_at: new Date(now + ttlSeconds * 1000),
      last_activity_at: new Date(now),
    })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.token_hash, session.token_hash),
        isNull(sessions.ended_at),
      ),
    )
    .returning();
  if (!updated) throw authFailure("TOKEN_INVALID");
  return { token, session: updated };
}
