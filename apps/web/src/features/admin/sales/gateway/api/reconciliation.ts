import type { GatewayReconciliation } from "@ferry/shared/payment-gateway";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../../lib/api";

export const RECONCILIATION_PATH = "/payment-gateway/reconciliation";

type Params = Record<string, string | undefined>;

export const reconciliationKeys = {
  all: [RECONCILIATION_PATH] as const,
  period: (params: Params) => [...reconciliationKeys.all, params] as const,
};

/** Gateway payments per day against bookings over `from`..`to` (the server's default: this month). */
export const reconciliationQuery = (params: Params) =>
  queryOptions({
    queryKey: reconciliationKeys.period(params),
    queryFn: () =>
      staffApi
        .get<{ data: GatewayReconciliation }>(RECONCILIATION_PATH, params)
        .then((answer) => answer.data),
  });

export const useReconciliation = (params: Params) => useQuery(reconciliationQuery(params));
