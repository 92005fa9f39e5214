import { Outlet } from "react-router";
import { PublicToaster } from "../../../components/ui/toasters";
import { CustomerSessionProvider } from "./customer-session";

/** Everything under /customers/* and /customer/*: one customer session and the public toaster. */
export function CustomerRoot() {
  return (
    <CustomerSessionProvider>
      <Outlet />
      <PublicToaster />
    </CustomerSessionProvider>
  );
}
