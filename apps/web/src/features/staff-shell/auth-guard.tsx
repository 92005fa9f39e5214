import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../session/session-context";
import { tokenExpiry } from "../session/session-storage";

/**
 * The protected layout's check: a loading screen ('Checking authentication...', then 'Initializing
 * application...') for at most 3 s, then /login (with the session-expired state) for an unauthenticated
 * user or an expired token, else the page. While a session modal is open the modal decides instead.
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
  if (session.status !== "authenticated" || tokenExpiry().isExpired) {
    return (
      <Navigate
        to="/login"
        replace
        state={{
          sessionExpired: true,
          reason: "session_expired",
          message: "Session expired",
          from: location.pathname,
        }}
      />
    );
  }
  return <>{children}</>;
}
