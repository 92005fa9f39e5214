import { SESSION_TIMING } from "@ferry/shared/session-timing";
import type { StaffUser } from "@ferry/shared/staff-auth";
import { useEffect, useRef } from "react";
import { setAuthFailureHandler } from "../../lib/api";
import { trackActivity } from "./activity";
import { requestProfile, requestValidation } from "./session-api";
import type { SessionStatus } from "./session-context";
import { endReasonOfCode, type SessionEndReason } from "./session-messages";
import { readSession, tokenExpiry } from "./session-storage";
import { startValidationPolling } from "./validation-poller";

/** What the watchers may do to the session (the provider's actions). */
export type SessionControls = {
  /** The token ran out: refresh it when the session is in use, else 'Session Berakhir'. */
  expire(): void;
  endSession(reason: SessionEndReason): void;
  startForcedLogout(): void;
  /** The stored session is usable with this user data. */
  authenticate(user: StaffUser): void;
  /** The stored session is unusable: cleared, without a modal. */
  discard(): void;
  /** The server now holds these permissions for the user (a valid validation answer). */
  followPermissions(permissions: string[] | undefined): void;
};

/** Rejects after `ms` (aborting the call) when `task` has not settled by then. */
function withinTime<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new Error("Waktu pemeriksaan sesi habis"));
    }, ms);
    task(controller.signal)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Start-up (spec section 4): a stored token with user data reuses it; without user data the profile is
 * fetched (within the guard's 3 s) and any failure clears the session; an expired token is handled as
 * an expiry (refreshed only when the session was in use).
 */
export function useSessionStartup(status: SessionStatus, controls: SessionControls): void {
  const controlsRef = useRef(controls);
  controlsRef.current = controls;
  useEffect(() => {
    if (status !== "checking") return;
    const { authenticate, discard, expire } = controlsRef.current;
    const stored = readSession();
    if (!stored) return discard();
    if (tokenExpiry().isExpired) return expire();
    if (stored.user) return authenticate(stored.user);
    withinTime((signal) => requestProfile(signal), SESSION_TIMING.authGuardMaxMs).then(authenticate, discard);
  }, [status]);
}

/**
 * While a session is open: every 401 of the shared client, the expiry check (every 30 s and when the
 * tab becomes visible), the validation poll, and the record of real input (last activity).
 */
export function useOpenSessionWatchers(
  status: SessionStatus,
  user: StaffUser | null,
  controls: SessionControls,
): void {
  const controlsRef = useRef(controls);
  controlsRef.current = controls;
  const open = status === "authenticated";

  useEffect(() => {
    if (!open) return;
    setAuthFailureHandler((code, details) => {
      // A refresh's own failure is judged where the refresh was asked for.
      if (details.url.includes("/refresh")) return;
      const { expire, endSession, startForcedLogout } = controlsRef.current;
      if (code === "FORCE_LOGOUT") return startForcedLogout();
      if (code === "TOKEN_EXPIRED") return expire();
      endSession(endReasonOfCode(code));
    });
    return () => setAuthFailureHandler(null);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const check = () => tokenExpiry().isExpired && controlsRef.current.expire();
    const onVisible = () => document.visibilityState === "visible" && check();
    check();
    const timer = setInterval(check, SESSION_TIMING.expiryCheckIntervalMs);
    document.addEventListener("visibilitychange", onVisible);
    const stopTracking = trackActivity();
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      stopTracking();
    };
  }, [open]);

  // Restarted with each new user data (a refresh): the poll stops itself after a 401.
  useEffect(() => {
    if (!open || !user) return;
    return startValidationPolling({
      validate: requestValidation,
      onValid: (permissions) => controlsRef.current.followPermissions(permissions),
      onForceLogout: () => controlsRef.current.startForcedLogout(),
      // A session that ran out is an expiry; any other 401 names its end (token_invalid by default).
      onUnauthorized: (reason) => {
        if (reason === "session_expired") return controlsRef.current.expire();
        controlsRef.current.endSession(reason === "concurrent_session" ? "concurrent_session" : "invalid");
      },
    });
  }, [open, user]);
}
