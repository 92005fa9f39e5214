import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { ApiError } from "../../lib/api";
import { endReasonOfCode, type SessionEndReason } from "./session-messages";

export const REFRESH_MESSAGES = {
  inProgress: "Refresh already in progress",
  tooSoon: "Harap tunggu beberapa detik sebelum mencoba lagi",
  failed: "Gagal memperbarui session",
  error: "Terjadi kesalahan saat memperbarui session",
  unavailable: "Fitur refresh tidak tersedia",
} as const;

export class RefreshRefused extends Error {}

/**
 * Token refresh with the specification's rules: concurrent callers share one in-flight request, and a
 * new attempt within 5 s of the previous one is refused ('Harap tunggu beberapa detik…').
 */
export function createRefreshCoordinator<T>(
  call: () => Promise<T>,
  options: { minSpacingMs?: number; now?: () => number } = {},
) {
  const minSpacingMs = options.minSpacingMs ?? SESSION_TIMING.refreshMinSpacingMs;
  const now = options.now ?? Date.now;
  let inFlight: Promise<T> | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;

  return {
    get inProgress() {
      return inFlight !== null;
    },
    refresh(): Promise<T> {
      if (inFlight) return inFlight;
      if (now() - lastAttempt < minSpacingMs)
        return Promise.reject(new RefreshRefused(REFRESH_MESSAGES.tooSoon));
      lastAttempt = now();
      inFlight = call().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

/**
 * What a failed refresh means for the session: a 401 says why it ended (TOKEN_EXPIRED: it ran out;
 * FORCE_LOGOUT: the forced logout); any other failure is 'Gagal Memperbarui Session'. A refresh refused
 * as too soon is ignored while the token still lives (another refresh just succeeded).
 */
export function refreshFailure(error: unknown, tokenLive: boolean): SessionEndReason | "forced" | "ignore" {
  if (error instanceof RefreshRefused) return tokenLive ? "ignore" : "refresh_failed";
  if (!(error instanceof ApiError) || error.status !== 401) return "refresh_failed";
  return error.code === "FORCE_LOGOUT" ? "forced" : endReasonOfCode(error.code);
}
