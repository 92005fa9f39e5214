import { SESSION_TIMING } from "@ferry/shared/session-timing";
import type { StaffUser, TokenResponse } from "@ferry/shared/staff-auth";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { setAuthFailureHandler } from "../../lib/api";
import { createRefreshCoordinator } from "./refresh-coordinator";
import { requestLogout, requestProfile, requestRefresh, requestValidation } from "./session-api";
import type { SessionEndReason } from "./session-messages";
import { clearSession, readSession, saveSession, saveUser, tokenExpiry } from "./session-storage";
import { startValidationPolling } from "./validation-poller";

export type SessionStatus = "checking" | "authenticated" | "anonymous";

type SessionState = {
  status: SessionStatus;
  user: StaffUser | null;
  /** Set when the session-ended modal is open. */
  endedReason: SessionEndReason | null;
  /** Set when the forced-logout flow runs. */
  forcedLogout: boolean;
};

type SessionActions = {
  signIn(response: TokenResponse): void;
  /** Tells the server, clears local data (even if the server call fails). */
  signOut(reason?: "manual" | SessionEndReason): Promise<void>;
  refresh(): Promise<TokenResponse>;
  endSession(reason: SessionEndReason): void;
  startForcedLogout(): void;
  /** Closes the ended/forced modals after the user chose where to go. */
  acknowledge(): void;
  can(permission: string | undefined): boolean;
};

const SessionContext = createContext<(SessionState & SessionActions) | null>(null);

/** No required permission means allowed; else the name must be in the grouped list, or the flat one. */
export function userCan(user: StaffUser | null, permission: string | undefined): boolean {
  if (permission === undefined) return true;
  if (!user) return false;
  if (Array.isArray(user.grouped_permissions)) {
    return user.grouped_permissions.some((group) =>
      group.permissions.some((item) => item.name === permission),
    );
  }
  const flat: unknown = user.permissions;
  const list = typeof flat === "string" ? (JSON.parse(flat) as string[]) : (flat as string[]);
  return list.includes(permission);
}

/** Whether the user data holds exactly these permissions (flat list, as a string or an array). */
function samePermissions(user: StaffUser | null, permissions: string[]): boolean {
  if (!user) return true;
  const flat: unknown = user.permissions;
  const held = typeof flat === "string" ? (JSON.parse(flat) as string[]) : ((flat as string[]) ?? []);
  return (
    held.length === permissions.length && [...held].sort().every((name, index) => name === permissions[index])
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => {
    const stored = readSession();
    return {
      status: stored ? "checking" : "anonymous",
      user: stored?.user ?? null,
      endedReason: null,
      forcedLogout: false,
    };
  });
  const statusRef = useRef(state.status);
  statusRef.current = state.status;

  const coordinator = useMemo(
    () =>
      createRefreshCoordinator(async () => {
        const response = await requestRefresh();
        saveSession(response);
        setState((current) => ({ ...current, user: response.user }));
        return response;
      }),
    [],
  );

  const endSession = useCallback((reason: SessionEndReason) => {
    clearSession();
    setState((current) =>
      current.forcedLogout || current.endedReason
        ? current
        : { ...current, status: "anonymous", endedReason: reason },
    );
  }, []);

  const startForcedLogout = useCallback(() => {
    clearSession();
    setState((current) => ({ ...current, status: "anonymous", forcedLogout: true, endedReason: null }));
  }, []);

  // Start-up: a stored session reuses its user data; without user data the profile is fetched.
  useEffect(() => {
    if (state.status !== "checking") return;
    const stored = readSession();
    if (!stored) {
      setState((current) => ({ ...current, status: "anonymous" }));
      return;
    }
    if (stored.user) {
      setState((current) => ({ ...current, status: "authenticated", user: stored.user }));
      return;
    }
    requestProfile()
      .then((user) => {
        saveUser(user);
        setState((current) => ({ ...current, status: "authenticated", user }));
      })
      .catch(() => {
        clearSession();
        setState((current) => ({ ...current, status: "anonymous", user: null }));
      });
  }, [state.status]);

  // Every 401 of the shared client lands here while a staff session is open.
  useEffect(() => {
    setAuthFailureHandler((code, details) => {
      if (statusRef.current !== "authenticated") return;
      if (code === "FORCE_LOGOUT") return startForcedLogout();
      if (code === "CONCURRENT_SESSION") return endSession("concurrent_session");
      if (code === "TOKEN_EXPIRED" && !details.url.includes("/refresh")) {
        coordinator.refresh().catch(() => endSession("refresh_failed"));
        return;
      }
      endSession("invalid");
    });
    return () => setAuthFailureHandler(null);
  }, [coordinator, endSession, startForcedLogout]);

  // Expiry check every 30 s and when the tab becomes visible: an expired token tries one refresh.
  useEffect(() => {
    if (state.status !== "authenticated") return;
    const check = () => {
      if (!tokenExpiry().isExpired) return;
      coordinator.refresh().catch(() => endSession("expired"));
    };
    const onVisible = () => document.visibilityState === "visible" && check();
    check();
    const timer = setInterval(check, SESSION_TIMING.expiryCheckIntervalMs);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [state.status, coordinator, endSession]);

  // Permissions changed on the server (a role edited): reload the profile, so the menu follows.
  const userRef = useRef(state.user);
  userRef.current = state.user;
  const followPermissions = useCallback((permissions: string[] | undefined) => {
    if (!permissions || samePermissions(userRef.current, permissions)) return;
    requestProfile()
      .then((user) => {
        saveUser(user);
        setState((current) => (current.status === "authenticated" ? { ...current, user } : current));
      })
      .catch(() => {});
  }, []);

  useEffect(() => {
    if (state.status !== "authenticated") return;
    return startValidationPolling({
      validate: requestValidation,
      onValid: followPermissions,
      onForceLogout: startForcedLogout,
      onUnauthorized: (reason) =>
        endSession(reason === "concurrent_session" ? "concurrent_session" : "invalid"),
    });
  }, [state.status, endSession, startForcedLogout, followPermissions]);

  const value = useMemo(
    () => ({
      ...state,
      signIn(response: TokenResponse) {
        saveSession(response);
        setState({ status: "authenticated", user: response.user, endedReason: null, forcedLogout: false });
      },
      async signOut() {
        try {
          await requestLogout();
        } catch {
          // Local data is cleared whatever the server says.
        }
        clearSession();
        setState((current) => ({ ...current, status: "anonymous", user: null }));
      },
      refresh: () => coordinator.refresh(),
      endSession,
      startForcedLogout,
      acknowledge() {
        setState((current) => ({ ...current, user: null, endedReason: null, forcedLogout: false }));
      },
      can: (permission: string | undefined) => userCan(state.user, permission),
    }),
    [state, coordinator, endSession, startForcedLogout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}
