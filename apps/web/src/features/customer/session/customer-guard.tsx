import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useCustomerSession } from "./customer-session";

/** Where a sign-in sent away from a protected page should return to. */
export type ReturnState = { from?: { pathname: string; search?: string; hash?: string } };

export function returnPath(state: unknown, fallback = "/customer/dashboard"): string {
  const from = (state as ReturnState | null)?.from;
  if (!from?.pathname?.startsWith("/customer/")) return fallback;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}

/** Only a signed-in pelanggan passes; others go to /customers/login, remembering where they came from. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useCustomerSession();
  const location = useLocation();
  if (session.status === "checking") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Memeriksa sesi..." />
      </div>
    );
  }
  if (session.status !== "authenticated" || session.user?.tipe_pengguna !== "pelanggan") {
    const state: ReturnState | undefined = session.loggedOut ? undefined : { from: location };
    return <Navigate to="/customers/login" replace state={state} />;
  }
  return children;
}
