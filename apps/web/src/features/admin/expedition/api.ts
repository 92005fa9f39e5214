import type { PageMeta } from "@ferry/shared/api-errors";
import type {
  ExpeditionLedgerEntry,
  PlafonRequestForm,
  SettlementInput,
} from "@ferry/shared/expedition-companies";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

export const COMPANIES_ENDPOINT = "/expedition-companies";

type Answer = { message?: string };

/** One page of a company's credit movements (newest first). */
export function useCompanyLedger(companyId: number, page: number) {
  return useQuery({
    queryKey: [COMPANIES_ENDPOINT, companyId, "ledger", page],
    queryFn: () =>
      staffApi.get<{ data: ExpeditionLedgerEntry[]; meta: PageMeta }>(
        `${COMPANIES_ENDPOINT}/${companyId}/ledger`,
        {
          page,
          per_page: 10,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Records money received against a company's credit; refreshes the list and its ledger. */
export function useSettlement(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementInput) =>
      staffApi.post<Answer>(`${COMPANIES_ENDPOINT}/${companyId}/settlements`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMPANIES_ENDPOINT] }),
  });
}

/** Asks for a new plafon; the change applies once approved (the credit-limit module's endpoint). */
export function usePlafonRequest(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlafonRequestForm) =>
      staffApi.post<Answer>("/credit-limits", { subject_type: "ekspedisi", subject_id: companyId, ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/credit-limits"] }),
  });
}
