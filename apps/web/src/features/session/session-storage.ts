import { SESSION_TIMING } from "@ferry/shared/session-timing";
import type { StaffUser, TokenResponse } from "@ferry/shared/staff-auth";
import { STAFF_KEYS } from "../../lib/storage-keys";

/** `user` is null when the user data is missing or unreadable: the profile is fetched then. */
export type StoredSession = { token: string; user: StaffUser | null; expiresAt: number | null };

/** The expiry of a login or refresh answer; 1 hour when it gives neither expires_at nor expires_in. */
export function expiryOf(
  response: Partial<Pick<TokenResponse, "expires_at" | "expires_in">>,
  now = Date.now(),
): number {
  if (response.expires_at) {
    const parsed = Date.parse(response.expires_at);
    if (!Number.isNaN(parsed)) return parsed;
  }
  if (typeof response.expires_in === "number") return now + response.expires_in * 1000;
  return now + SESSION_TIMING.defaultTokenLifetimeMs;
}

export function saveSession(
  response: Pick<TokenResponse, "token" | "user"> & Partial<TokenResponse>,
  now = Date.now(),
): void {
  const storage = window.localStorage;
  storage.setItem(STAFF_KEYS.token, response.token);
  storage.setItem(STAFF_KEYS.tokenExpiry, String(expiryOf(response, now)));
  storage.setItem(STAFF_KEYS.tokenIssuedAt, String(now));
  if (!storage.getItem(STAFF_KEYS.loginTimestamp)) storage.setItem(STAFF_KEYS.loginTimestamp, String(now));
  saveUser(response.user);
  storage.removeItem(STAFF_KEYS.hasLoggedOut);
}

export function saveUser(user: StaffUser): void {
  const storage = window.localStorage;
  storage.setItem(STAFF_KEYS.userId, String(user.id));
  storage.setItem(STAFF_KEYS.userData, JSON.stringify(user));
  storage.setItem(STAFF_KEYS.permissions, JSON.stringify(user.permissions));
  storage.setItem(STAFF_KEYS.groupedPermissions, JSON.stringify(user.grouped_permissions));
  storage.setItem(STAFF_KEYS.permissionStats, JSON.stringify(user.permission_stats));
}

/** The stored staff session, or null when there is no token. */
export function readSession(): StoredSession | null {
  const storage = window.localStorage;
  const token = storage.getItem(STAFF_KEYS.token);
  if (!token) return null;
  const expiry = Number(storage.getItem(STAFF_KEYS.tokenExpiry));
  return {
    token,
    user: storedUser(storage.getItem(STAFF_KEYS.userData)),
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
  };
}

function storedUser(raw: string | null): StaffUser | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === "object" ? (user as StaffUser) : null;
  } catch {
    return null;
  }
}

/** Clears every staff key (dark mode stays) and sets the has-logged-out flag. */
export function clearSession(): void {
  const storage = window.localStorage;
  for (const key of Object.values(STAFF_KEYS)) storage.removeItem(key);
  storage.setItem(STAFF_KEYS.hasLoggedOut, "true");
}

/** Token expiry info: expired when past, or when no expiry is known. */
export function tokenExpiry(now = Date.now()): { isExpired: boolean; timeLeftMs: number } {
  const expiry = Number(window.localStorage.getItem(STAFF_KEYS.tokenExpiry));
  if (!Number.isFinite(expiry) || expiry <= 0) return { isExpired: true, timeLeftMs: 0 };
  const timeLeftMs = Math.max(0, expiry - now);
  return { isExpired: timeLeftMs === 0, timeLeftMs };
}
