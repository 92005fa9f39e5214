import type { StaffUser, TokenResponse } from "@ferry/shared/staff-auth";
import { allows } from "@ferry/shared/staff-menu";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { ApiError } from "../../lib/api";
import { recordActivity, usedSinceTokenIssued } from "./activity";
import { flatPermissions, heldPermissions } from "./permission-check";
import { createRefreshCoordinator, refreshFailure } from "./refresh-coordinator";
import { requestLogout, requestProfile, requestRefresh } from "./session-api";
import type { SessionEndReason } from "./session-messages";
import { clearSession, readSession, saveSession, saveUser, tokenExpiry } from "./session-storage";
import { type SessionControls, useOpenSessionWatchers, useSessionStartup } from "./session-watchers";

export type SessionStatus = "checking" | "authenticated" | "anonymous";

type SessionState = {
  status: SessionStatus;
  user: StaffUser | null;
  /** Set when the session-ended modal is open. */
  endedReason: SessionEndReason | null;
  /** How the last session ended, kept after the modal closed: the login page says why. */
  lastEnd: SessionEndReason | "manual" | null;
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
  /** The names the user holds: grouped permissions first, else the flat list (the sidebar's menu). */
  permissions: ReadonlySet<string>;
  /** The page guard's check, on the same names as the sidebar. */
  can(permission: string | undefined): boolean;
};

const SessionContext = createContext<(SessionState & SessionActions) | null>(null);

/** Whether the user data holds exactly these permissions (flat list, as a string or an array). */
function samePermissions(user: StaffUser | null, permissions: string[]): boolean {
  if (!user) return true;
  const held = flatPermissions(user).sort();
  return held.length === permissions.length && held.every((name, index) => name === permissions[index]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => {
    const stored = readSession();
    return {
      status: stored ? "checking" : "anonymous",
      user: stored?.user ?? null,
      endedReason: null,
      lastEnd: null,
      forcedLogout: false,
    };
  });
  const userRef = useRef(state.user);
  userRef.current = state.user;

  const coordinator = useMemo(
    () =>
      createRefreshCoordinator(async () => {
        const response = await requestRefresh();
        saveSession(response);
        setState((current) =>
          current.status === "anonymous"
            ? current
            : { ...current, status: "authenticated", user: response.user },
        );
        return response;
      }),
    [],
  );

  const endSession = useCallback((reason: SessionEndReason) => {
    clearSession();
    setState((current) =>
      current.forcedLogout || current.endedReason
        ? current
        : { ...current, status: "anonymous", endedReason: reason, lastEnd: reason },
    );
  }, []);

  const startForcedLogout = useCallback(() => {
    clearSession();
    setState((current) => ({ ...current, status: "anonymous", forcedLogout: true, endedReason: null }));
  }, []);

  /** A refresh that failed ends the session with the reason its answer gives. */
  const failRefresh = useCallback(
    (error: unknown) => {
      const outcome = refreshFailure(error, !tokenExpiry().isExpired);
      if (outcome === "forced") startForcedLogout();
      else if (outcome !== "ignore") endSession(outcome);
    },
    [endSession, startForcedLogout],
  );

  const controls = useMemo<SessionControls>(
    () => ({
      // Spec section 4 keeps "an expiry triggers a refresh first", but only for a session in use.
      expire() {
        if (!usedSinceTokenIssued()) return endSession("expired");
        coordinator.refresh().catch(failRefresh);
      },
      endSession,
      startForcedLogout,
      authenticate(user) {
        saveUser(user);
        setState((current) => ({ ...current, status: "authenticated", user }));
      },
      discard() {
        clearSession();
        setState((current) => ({ ...current, status: "anonymous", user: null }));
      },
      // Permissions changed on the server (a role edited): reload the profile, so the menu follows.
      followPermissions(permissions) {
        if (!permissions || samePermissions(userRef.current, [...permissions].sort())) return;
        requestProfile()
          .then((user) => {
            saveUser(user);
            setState((current) => (current.status === "authenticated" ? { ...current, user } : current));
          })
          .catch(() => {});
      },
    }),
    [coordinator, endSession, failRefresh, startForcedLogout],
  );

  useSessionStartup(state.status, controls);
  useOpenSessionWatchers(state.status, state.user, controls);

  const permissions = useMemo(() => heldPermissions(state.user), [state.user]);
  const value = useMemo(
    () => ({
      ...state,
      signIn(response: TokenResponse) {
        // Signing in is the last activity, but not activity within the new token's lifetime.
        const now = Date.now();
        saveSession(response, now);
        recordActivity(now);
        setState({
          status: "authenticated",
          user: response.user,
          endedReason: null,
          lastEnd: null,
          forcedLogout: false,
        });
      },
      async signOut() {
        try {
          await requestLogout();
        } catch {
          // Local data is cleared whatever the server says.
        }
        clearSession();
        setState((current) => ({ ...current, status: "anonymous", user: null, lastEnd: "manual" }));
      },
      // A manual extension refused with a 401 ends the session with that 401's reason.
      refresh: () =>
        coordinator.refresh().catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) failRefresh(error);
          throw error;
        }),
      endSession,
      startForcedLogout,
      acknowledge() {
        setState((current) => ({ ...current, user: null, endedReason: null, forcedLogout: false }));
      },
      permissions,
      can: (permission: string | undefined) => allows(permissions, permission),
    }),
    [state, permissions, coordinator, endSession, failRefresh, startForcedLogout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}
