/**
 * Every local storage key the web app uses. Staff and customer sessions have their own keys, so one
 * browser may hold both without either overwriting the other.
 */

/** The staff session, as the staff specification lists it. */
export const STAFF_KEYS = {
  token: "token",
  tokenExpiry: "token_expiry",
  loginTimestamp: "login_timestamp",
  lastActivity: "last_activity",
  /** When the current token was issued (sign-in or refresh): activity after it keeps the session in use. */
  tokenIssuedAt: "token_issued_at",
  userId: "user_id",
  userData: "userData",
  permissions: "permissions",
  groupedPermissions: "grouped_permissions",
  permissionStats: "permission_stats",
  hasLoggedOut: "hasLoggedOut",
} as const;

/** The customer session (public specification). */
export const CUSTOMER_KEYS = {
  token: "auth_token",
  user: "auth_user",
  customer: "auth_customer",
  expiresAt: "auth_expires_at",
} as const;

/** `"true"` or `"false"` once the user has chosen; absent means "follow the system". */
export const DARK_MODE_KEY = "darkMode";
