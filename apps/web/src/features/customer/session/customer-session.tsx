import type { CustomerAuthResponse, CustomerProfile, CustomerUser } from "@ferry/shared/customer-auth";
import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { AUTH_FAILURES } from "@ferry/shared/staff-auth";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError } from "../../../lib/api";
import { createRefreshCoordinator } from "../../session/refresh-coordinator";
import { startValidationPolling } from "../../session/validation-poller";
import * as api from "./customer-api";
import {
  clearCustomerSession,
  customerTimeLeftMs,
  readCustomerSession,
  saveCustomerProfile,
  saveCustomerSession,
} from "./customer-storage";
import { restoreCustomerSession } from "./restore-session";
import { SESSION_EXPIRED_MESSAGE, sessionEndedNotice } from "./session-notices";

export type CustomerSessionStatus = "checking" | "authenticated" | "anonymous";

type State = {
  status: CustomerSessionStatus;
  user: CustomerUser | null;
  customer: CustomerProfile | null;
  /** A notice for the login page ('Sesi Anda telah berakhir...'). */
  notice: string | null;
  /** True after an explicit logout: the guard then sends to the login page without remembering the page. */
  loggedOut?: boolean;
};

export type CustomerSession = State & {
  signIn(response: CustomerAuthResponse): void;
  /** Tells the server, then clears the stored session even when the call fails. */
  signOut(): Promise<void>;
  /** Extends the session (POST /refresh); concurrent callers share one request. */
  refresh(): Promise<CustomerAuthResponse>;
  /** Fetches the profile again; a 401 ends the session with the expiry notice. */
  reloadProfile(): Promise<void>;
  /** Takes a profile answered by a save. */
  setProfile(user: CustomerUser, customer: CustomerProfile): void;
  clearNotice(): void;
};

const Context = createContext<CustomerSession | null>(null);

function initialState(): State {
  const stored = readCustomerSession();
  return {
    status: stored ? "checking" : "anonymous",
    user: stored?.user ?? null,
    customer: stored?.customer ?? null,
    notice: null,
  };
}

const ANONYMOUS = { status: "anonymous", user: null, customer: null } as const;

export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);

  const end = useCallback((notice: string) => {
    clearCustomerSession();
    setState({ ...ANONYMOUS, notice });
  }, []);
  const expire = useCallback(() => end(SESSION_EXPIRED_MESSAGE), [end]);

  const coordinator = useMemo(
    () =>
      createRefreshCoordinator(async () => {
        const answer = await api.refresh();
        saveCustomerSession(answer);
        setState((current) => ({ ...current, user: answer.user, customer: answer.pelanggan }));
        return answer;
      }),
    [],
  );

  // Start-up: restore, fetch the profile, else try a refresh, else sign out.
  useEffect(() => {
    if (state.status !== "checking") return;
    let active = true;
    restoreCustomerSession(() => coordinator.refresh()).then((outcome) => {
      if (!active) return;
      if (outcome.kind === "authenticated")
        setState({ status: "authenticated", user: outcome.user, customer: outcome.customer, notice: null });
      else setState({ ...ANONYMOUS, notice: outcome.expired ? SESSION_EXPIRED_MESSAGE : null });
    });
    return () => {
      active = false;
    };
  }, [state.status, coordinator]);

  // An expired session is cleared: checked every 30 s and when the tab becomes visible again.
  useEffect(() => {
    if (state.status !== "authenticated") return;
    const check = () => {
      const left = customerTimeLeftMs();
      if (left === null || left <= 0) expire();
    };
    const timer = setInterval(check, SESSION_TIMING.expiryCheckIntervalMs);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [state.status, expire]);

  // The server may end the session (another device took the account over, an administrator): asked
  // every 30 s and when the tab is shown again; the login page then says why.
  useEffect(() => {
    if (state.status !== "authenticated") return;
    return startValidationPolling({
      validate: api.validateSession,
      onForceLogout: () => end(sessionEndedNotice(AUTH_FAILURES.FORCE_LOGOUT.reason)),
      onUnauthorized: (reason) => end(sessionEndedNotice(reason)),
    });
  }, [state.status, end]);

  const value = useMemo<CustomerSession>(
    () => ({
      ...state,
      signIn(response) {
        saveCustomerSession(response);
        setState({
          status: "authenticated",
          user: response.user,
          customer: response.pelanggan,
          notice: null,
        });
      },
      async signOut() {
        try {
          await api.logout();
        } catch {
          // The stored session is cleared anyway.
        }
        clearCustomerSession();
        setState({ ...ANONYMOUS, notice: null, loggedOut: true });
      },
      refresh: () => coordinator.refresh(),
      async reloadProfile() {
        try {
          const { user, customer } = await api.fetchProfile();
          saveCustomerProfile(user, customer);
          setState((current) => ({ ...current, user, customer }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) expire();
          else throw error;
        }
      },
      setProfile(user, customer) {
        saveCustomerProfile(user, customer);
        setState((current) => ({ ...current, user, customer }));
      },
      clearNotice: () => setState((current) => ({ ...current, notice: null })),
    }),
    [state, coordinator, expire],
  );

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCustomerSession(): CustomerSession {
  const session = useContext(Context);
  if (!session) throw new Error("useCustomerSession outside CustomerSessionProvider");
  return session;
}

/** The name to greet the customer with. */
export function displayName(session: Pick<State, "user" | "customer">): string {
  return (
    session.customer?.nama_lengkap || session.user?.nama_lengkap || session.user?.username || "Pelanggan"
  );
}
