import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../../lib/api";
import { resourceKeys } from "../../../resource-kit/api/resource";

/** The gateway payments list (the resource kit's). */
export const TRANSACTIONS = "/payment-gateway/transactions";
export const transactionKeys = resourceKeys(TRANSACTIONS);

/** 'Tandai selesai' of a flagged online payment; the list reloads. */
export function useResolveTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<{ message?: string }>(`${TRANSACTIONS}/${id}/resolve`, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
