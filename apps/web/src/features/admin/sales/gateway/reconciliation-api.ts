import type { GatewayReconciliation } from "@ferry/shared/payment-gateway";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export const RECONCILIATION_PATH = "/payment-gateway/reconciliation";

/** Gateway payments per day against bookings over `from`..`to` (the server's default: this month). */
export function useReconciliation(params: Record<string, string | undefined>) {
  return useQuery({
    queryKey: [RECONCILIATION_PATH, params],
    queryFn: () =>
      staffApi
        .get<{ data: GatewayReconciliation }>(RECONCILIATION_PATH, params)
        .then((answer) => answer.data),
  });
}
