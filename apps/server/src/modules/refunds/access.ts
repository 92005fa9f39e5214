import type { RefundKind } from "@ferry/shared/refunds";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";

type RefundAction = "view" | "create" | "edit";

/** The permission for an action on refunds of one kind: `create refund penumpang`, `edit refund kendaraan` … */
export const refundPermission = (action: RefundAction, jenis: RefundKind) => `${action} refund ${jenis}`;

/** 403 unless the caller holds the action's permission for every kind named. */
export function requireRefundPermission(
  auth: AuthContext,
  action: RefundAction,
  kinds: Iterable<RefundKind>,
) {
  for (const jenis of new Set(kinds)) {
    if (!auth.permissions.has(refundPermission(action, jenis))) throw new AppError("ACCESS_DENIED");
  }
}

/** The kinds the caller may act on (at least one, or 403). */
export function kindsAllowed(auth: AuthContext, action: RefundAction, only?: RefundKind): RefundKind[] {
  const kinds = (only ? [only] : (["penumpang", "kendaraan"] as const)).filter((jenis) =>
    auth.permissions.has(refundPermission(action, jenis)),
  );
  if (kinds.length === 0) throw new AppError("ACCESS_DENIED");
  return kinds;
}

/** Whether the caller may act on refunds of any kind. */
export function kindsAllowedOrNone(auth: AuthContext, action: RefundAction): boolean {
  return (["penumpang", "kendaraan"] as const).some((jenis) =>
    auth.permissions.has(refundPermission(action, jenis)),
  );
}
