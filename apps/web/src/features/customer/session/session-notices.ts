import { AUTH_FAILURES } from "@ferry/shared/staff-auth";

/** Texts of the customer session (public specification section 8, "Session and Google"). */
export const SESSION_EXPIRED_MESSAGE = "Sesi Anda telah berakhir. Silakan login kembali.";
export const DEFAULT_ERROR_MESSAGE = "Terjadi kesalahan. Silakan coba lagi.";

/**
 * What the login page says when the server refused the session (the `reason` of a 401): another device
 * took the account over, an administrator ended it, else the expiry notice.
 */
export function sessionEndedNotice(reason: string | undefined): string {
  if (reason === AUTH_FAILURES.CONCURRENT_SESSION.reason) return AUTH_FAILURES.CONCURRENT_SESSION.message;
  if (reason === AUTH_FAILURES.FORCE_LOGOUT.reason) return AUTH_FAILURES.FORCE_LOGOUT.message;
  return SESSION_EXPIRED_MESSAGE;
}
