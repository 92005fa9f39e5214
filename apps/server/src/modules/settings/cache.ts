import type { Database } from "../../db/client";
import { ttlCache } from "../../lib/ttl-cache";

/** How long a stored settings value read on a hot path (every sign-in) is remembered in this process. */
export const SETTINGS_CACHE_MS = 5_000;

type Loader = (key: string) => Promise<unknown>;

const caches = new WeakMap<Database, Loader>();

/**
 * The stored value under `key`, remembered for 5 s per database handle. A save in this process forgets
 * it at once (`forgetCachedSettings`); another process sharing the database sees it within 5 s.
 */
export function cachedStoredValue(db: Database, key: string, load: (key: string) => Promise<unknown>) {
  let cached = caches.get(db);
  if (!cached) {
    cached = ttlCache(SETTINGS_CACHE_MS, load);
    caches.set(db, cached);
  }
  return cached(key);
}

/** Drops every remembered value of this database handle (after a save, and when the app closes). */
export function forgetCachedSettings(db: Database): void {
  caches.delete(db);
}
