import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../session/session-context";
import { loginRedirectState } from "../session/session-messages";

/**
 * The protected layout's check: a loading screen ('Checking authentication...', then 'Initializing
 * application...') for at most 3 s, then /login for an unauthenticated user (with the redirect state
 * saying why, in Indonesian), else the page. An expired token never reaches the page: the session
 * refreshes it or ends (start-up and the 30 s check). While a session modal is open the modal decides.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [phase, setPhase] = useState<"checking" | "initializing" | "timed-out">("checking");

  useEffect(() => {
    const second = setTimeout(() => setPhase("initializing"), 1000);
    const limit = setTimeout(() => setPhase("timed-out"), SESSION_TIMING.authGuardMaxMs);
    return () => {
      clearTimeout(second);
      clearTimeout(limit);
    };
  }, []);

  if (session.endedReason || session.forcedLogout) return null;
  if (session.status === "checking" && phase !== "timed-out") {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-600 dark:text-slate-300">
        <Spinner
          label={phase === "checking" ? "Checking authentication..." : "Initializing application..."}
        />
      </div>
    );
  }
  if (session.status !== "authenticated") {
    const state =
      session.lastEnd === "manual" ? undefined : loginRedirectState(session.lastEnd, location.pathname);
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
