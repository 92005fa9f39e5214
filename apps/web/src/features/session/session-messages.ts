import type { ApiErrorCode } from "@ferry/shared/api-errors";

/** Why the session-ended modal opened; any other reason is treated as expired. */
export type SessionEndReason = "expired" | "invalid" | "refresh_failed" | "concurrent_session";

export const SESSION_ENDED_TEXT: Record<SessionEndReason, { title: string; message: string }> = {
  expired: {
    title: "Session Berakhir",
    message: "Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.",
  },
  invalid: { title: "Token Tidak Valid", message: "Token sesi Anda tidak valid. Silakan login kembali." },
  refresh_failed: {
    title: "Gagal Memperbarui Session",
    message: "Sesi Anda tidak dapat diperpanjang. Silakan login kembali.",
  },
  concurrent_session: {
    title: "Session Ganda Terdeteksi",
    message: "Akun Anda sedang digunakan di perangkat lain. Sesi ini dihentikan.",
  },
};

/** The login address a forced logout leads to (a full page load), so that the login page can say why. */
export const FORCED_LOGOUT_LOGIN = "/login?sesi=logout-paksa";

/** 'Logout Paksa': the modal's message, and the login page's after it. */
export function forcedLogoutMessage(companyName: string): string {
  return `Anda telah di-logout paksa oleh IT ${companyName}`;
}

export function sessionEndReason(reason: string | undefined): SessionEndReason {
  if (reason === "invalid" || reason === "token_invalid") return "invalid";
  if (reason === "refresh_failed" || reason === "concurrent_session") return reason;
  return "expired";
}

/**
 * The end a 401's `error_code` means: a session that ran out (TOKEN_EXPIRED) is 'Session Berakhir', one
 * taken over is 'Session Ganda Terdeteksi', a token the server does not know 'Token Tidak Valid'.
 */
export function endReasonOfCode(code: string): SessionEndReason {
  if (code === "TOKEN_EXPIRED") return "expired";
  if (code === "CONCURRENT_SESSION") return "concurrent_session";
  return "invalid";
}

/** The `reason` of the login redirect's state for each end (the spec's default: session_expired). */
const REDIRECT_REASON: Record<SessionEndReason, string> = {
  expired: "session_expired",
  invalid: "token_invalid",
  refresh_failed: "refresh_failed",
  concurrent_session: "concurrent_session",
};

/** What the login page says to a visitor who opened a back-office page without a session. */
export const LOGIN_REQUIRED_MESSAGE = "Silakan login terlebih dahulu untuk membuka halaman ini.";

export type LoginRedirectState = { sessionExpired: true; reason: string; message: string; from: string };

/** The state of the redirect to /login: why the session ended (in Indonesian), or that a login is needed. */
export function loginRedirectState(ended: SessionEndReason | null, from: string): LoginRedirectState {
  return {
    sessionExpired: true,
    reason: ended ? REDIRECT_REASON[ended] : "session_expired",
    message: ended ? SESSION_ENDED_TEXT[ended].message : LOGIN_REQUIRED_MESSAGE,
    from,
  };
}

/** The staff login catalogue (staff specification section 8): message and code by HTTP status. */
const LOGIN_FAILURES: Record<number, { message: string; code: ApiErrorCode | "HTTP_ERROR" }> = {
  400: { message: "Data yang dikirim tidak valid", code: "BAD_REQUEST" },
  401: { message: "Username atau password salah", code: "INVALID_CREDENTIALS" },
  403: { message: "Akses ditolak", code: "ACCESS_DENIED" },
  409: { message: "Akun sedang digunakan di tempat lain", code: "ACCOUNT_IN_USE" },
  422: { message: "Data tidak valid", code: "VALIDATION_ERROR" },
  429: {
    message: "Terlalu banyak percobaan login. Silakan tunggu beberapa saat.",
    code: "TOO_MANY_ATTEMPTS",
  },
  500: { message: "Terjadi kesalahan pada server", code: "SERVER_ERROR" },
};

export const NETWORK_ERROR_MESSAGE = "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.";

export type LoginFailure = { message: string; code: string };

/**
 * The message and code a failed login shows: the server's message, else the catalogue's default; a 422
 * shows the first message of the errors map; an unlisted status shows 'Error {status}: {text}'.
 */
export function loginFailure(status: number, body: unknown, statusText = ""): LoginFailure {
  const answer = (body ?? {}) as {
    message?: string;
    code?: string;
    error_code?: string;
    errors?: Record<string, string[]>;
  };
  const known = LOGIN_FAILURES[status];
  const code = answer.error_code ?? answer.code ?? known?.code ?? "HTTP_ERROR";
  if (status === 422) {
    const first = Object.values(answer.errors ?? {})[0]?.[0];
    return { message: first ?? answer.message ?? "Data tidak valid", code };
  }
  if (!known) return { message: answer.message ?? `Error ${status}: ${statusText}`, code };
  return { message: answer.message ?? known.message, code };
}
