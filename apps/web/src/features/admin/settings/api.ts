import type { SalesSettings } from "@ferry/shared/sales-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

const SALES = "/settings/sales";

/** The operator's sales rules (any staff member may read them). */
export function useSalesSettings() {
  return useQuery({
    queryKey: [SALES],
    queryFn: () => staffApi.get<{ data: SalesSettings }>(SALES).then((answer) => answer.data),
  });
}

export function useSaveSalesSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SalesSettings) =>
      staffApi.put<{ message?: string; data: SalesSettings }>(SALES, values),
    onSuccess: (answer) => client.setQueryData([SALES], answer.data),
  });
}
