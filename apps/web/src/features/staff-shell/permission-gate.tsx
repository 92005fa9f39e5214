import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../session/session-context";

/** A back-office page needs the same permission as its menu entry; without it: the 403 page. */
export function PermissionGate({
  permission,
  children,
}: {
  permission: string | undefined;
  children: ReactNode;
}) {
  const session = useSession();
  if (!session.can(permission)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
