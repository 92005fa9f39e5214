import type { ApiSuccess, PageMeta } from "@ferry/shared/api-errors";
import type {
  ExpeditionLedgerEntry,
  PlafonRequestForm,
  SettlementInput,
} from "@ferry/shared/expedition-companies";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { creditLimitKeys } from "../../agents/api/agents";
import { resourceKeys } from "../../resource-kit/api/resource";

export const COMPANIES_ENDPOINT = "/expedition-companies";

type Answer = Pick<ApiSuccess<unknown>, "message">;

/** The companies' list (the resource kit's) and each company's ledger share one root. */
export const expeditionKeys = {
  ...resourceKeys(COMPANIES_ENDPOINT),
  ledger: (companyId: number, page: number) => [COMPANIES_ENDPOINT, companyId, "ledger", page] as const,
};

/** One page of a company's credit movements (newest first). */
export const companyLedgerQuery = (companyId: number, page: number) =>
  queryOptions({
    queryKey: expeditionKeys.ledger(companyId, page),
    queryFn: () =>
      staffApi.get<{ data: ExpeditionLedgerEntry[]; meta: PageMeta }>(
        `${COMPANIES_ENDPOINT}/${companyId}/ledger`,
        { page, per_page: 10 },
      ),
    placeholderData: keepPreviousData,
  });

export const useCompanyLedger = (companyId: number, page: number) =>
  useQuery(companyLedgerQuery(companyId, page));

/** Records money received against a company's credit; refreshes the list and its ledger. */
export function useSettlement(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementInput) =>
      staffApi.post<Answer>(`${COMPANIES_ENDPOINT}/${companyId}/settlements`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: expeditionKeys.all }),
  });
}

/** Asks for a new plafon; the change applies once approved (the credit-limit module's endpoint). */
export function usePlafonRequest(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlafonRequestForm) =>
      staffApi.post<Answer>("/credit-limits", { subject_type: "ekspedisi", subject_id: companyId, ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: creditLimitKeys.all }),
  });
}
