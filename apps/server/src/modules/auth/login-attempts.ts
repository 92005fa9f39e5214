import { and, count, countDistinct, eq, gt, lt, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginAttempts } from "../../db/schema/sessions";

/**
 * Failed attempts for this username from this address in the last `windowMinutes` (the setting
 * `jendela_percobaan_menit`), counted since the last successful sign-in. Kept in the database so the
 * limit survives restarts and is shared by processes.
 */
export async function recentFailures(
  db: Database,
  username: string,
  ip: string,
  windowMinutes: number,
): Promise<number> {
  const windowStart = new Date(Date.now() - windowMinutes * 60_000);
  const pair = and(
    eq(loginAttempts.username, username),
    eq(loginAttempts.ip, ip),
    gt(loginAttempts.created_at, windowStart),
  );
  const [success] = await db
    .select({ at: max(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.succeeded, true)));
  const since = success?.at ? and(pair, gt(loginAttempts.created_at, success.at)) : pair;
  const [failures] = await db
    .select({ total: count() })
    .from(loginAttempts)
    .where(and(since, eq(loginAttempts.succeeded, false)));
  return failures?.total ?? 0;
}

/**
 * Password spraying (one password tried on many accounts) stays under the per-username limit. So an
 * address is also refused once this many different usernames failed from it within the window, whatever
 * their later successes: a whole port office behind one NAT does not have ten people mistype their
 * password within fifteen minutes (docs/decisions/018-security.md).
 */
export const ADDRESS_USERNAME_LIMIT = 10;

/** Different usernames that failed to sign in from this address in the last `windowMinutes`. */
export async function recentAddressFailures(
  db: Database,
  ip: string,
  windowMinutes: number,
): Promise<number> {
  const [failures] = await db
    .select({ usernames: countDistinct(loginAttempts.username) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.created_at, new Date(Date.now() - windowMinutes * 60_000)),
      ),
    );
  return failures?.usernames ?? 0;
}

export async function recordAttempt(
  db: Database,
  username: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempts).values({ username, ip, succeeded });
  if (!succeeded) return;
  // Attempts older than a day tell nothing any more.
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, new Date(Date.now() - 86_400_000)));
}
