import { DEVICE_MESSAGES } from "@ferry/shared/gate-devices";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";

/*
 * Gate device sessions (decision 032): a named session beside the officer's others. Signing in under a
 * name replaces only that name's live session; an administrator revokes one on /pengguna.
 */

/** Ends a user's device sessions of this name (a device signing in again); its holder sees CONCURRENT_SESSION. */
export async function endDeviceSessionsNamed(tx: Database, userId: number, perangkat: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ ended_at: new Date(), ended_reason: "concurrent_session" })
    .where(and(eq(sessions.user_id, userId), eq(sessions.perangkat, perangkat), isNull(sessions.ended_at)));
}

/**
 * An administrator ends one device session of a user; the device's next call answers 401 TOKEN_INVALID
 * with the revocation's message. 404 when it is not a live device session of that user.
 */
export async function revokeDeviceSession(
  db: Database,
  userId: number,
  sessionId: number,
  actor: Actor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(sessions)
      .set({ ended_at: new Date(), ended_reason: "device_revoked" })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.user_id, userId),
          isNotNull(sessions.perangkat),
          isNull(sessions.ended_at),
        ),
      )
      .returning({ perangkat: sessions.perangkat });
    if (!ended?.perangkat) throw new AppError("NOT_FOUND", DEVICE_MESSAGES.notFound);
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    await logActivity(tx, actor, {
      action: "auth.device_revoked",
      description: `Sesi perangkat "${ended.perangkat}" milik ${user?.username ?? userId} dicabut`,
      subject_type: "user",
      subject_id: userId,
      properties: { session_id: sessionId, perangkat: ended.perangkat },
    });
    return ended.perangkat;
  });
}
