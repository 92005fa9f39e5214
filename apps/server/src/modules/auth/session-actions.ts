import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { notify, sessionNotes } from "../notifications/index";
import {
  authFailure,
  endSession,
  endSessions,
  type ResolvedSession,
  resolveToken,
  rotateSession,
} from "./sessions";
import type { UserRow } from "./staff-user";

export async function logout(db: Database, resolved: ResolvedSession, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, resolved.session.id, "logout");
    await logActivity(tx, actor, {
      action: "auth.logout",
      description: "Logout",
      subject_type: "session",
      subject_id: resolved.session.id,
    });
  });
}

/** How long tokens live and how far a session may be extended (`docs/decisions/002-staff-sessions.md`). */
export type RefreshLimits = { ttlSeconds: number; graceSeconds: number; maxAgeSeconds: number };

export const SESSION_MAX_AGE_MESSAGE =
  "Sesi Anda telah mencapai batas waktu maksimal. Silakan login kembali.";

/**
 * A new token for a live token, or one that expired less than `graceSeconds` ago, unless its session
 * was ended or is older than `maxAgeSeconds` (401 TOKEN_EXPIRED then); the new expiry never passes that
 * age. A token already rotated out cannot refresh again. `present` reads the account for the answer
 * (staff and customers answer different shapes; a gate device session holds only the gate's permissions).
 */
export async function refresh<T>(
  db: Database,
  token: string,
  limits: RefreshLimits,
  actor: Omit<Actor, "id" | "username">,
  present: (db: Database, user: UserRow, asDevice: boolean) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const resolved = await resolveToken(tx, token, limits.graceSeconds * 1000);
    if (resolved.viaPreviousToken) throw authFailure("TOKEN_INVALID");
    const endOfSession = resolved.session.created_at.getTime() + limits.maxAgeSeconds * 1000;
    if (endOfSession <= Date.now()) throw authFailure("TOKEN_EXPIRED", SESSION_MAX_AGE_MESSAGE);
    const ttlSeconds = Math.min(limits.ttlSeconds, Math.floor((endOfSession - Date.now()) / 1000));
    const rotated = await rotateSession(tx, resolved.session, ttlSeconds);
    await logActivity(
      tx,
      { ...actor, id: resolved.user.id, username: resolved.user.username },
      {
        action: "auth.refresh",
        description: "Perpanjang sesi",
        subject_type: "session",
        subject_id: rotated.session.id,
      },
    );
    return {
      token: rotated.token,
      expiresAt: rotated.session.expires_at,
      user: await present(tx, resolved.user, resolved.session.perangkat !== null),
    };
  });
}

/** An administrator ends every session of a user; the user's next call answers FORCE_LOGOUT. */
export async function forceLogout(db: Database, userId: number, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
    const ended = await endSessions(tx, userId, "force_logout");
    await logActivity(tx, actor, {
      action: "auth.force_logout",
      description: `Logout paksa pengguna ${user.username}`,
      subject_type: "user",
      subject_id: userId,
      properties: { sessions_ended: ended },
    });
    await notify(tx, [userId], sessionNotes.forcedLogout(userId, actor.username));
    return ended;
  });
}
