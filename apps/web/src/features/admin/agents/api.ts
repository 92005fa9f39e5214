import type { AgentAccount, AgentSummary, LedgerEntry, LimitChange, Topup } from "@ferry/shared/agents";
import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";

/** The agents' API: balances, top-ups, ledger and credit-limit changes (docs/decisions/039-sales-agents.md). */

type Page<T> = { data: T[]; meta: PageMeta };
type Answer<T> = { data: T; message?: string };

export function useMyAccount(enabled = true) {
  return useQuery({
    queryKey: ["/agents/me"],
    queryFn: () => staffApi.get<Answer<AgentAccount>>("/agents/me").then((answer) => answer.data),
    enabled,
  });
}

export function useAgents(enabled = true) {
  return useQuery({
    queryKey: ["/agents"],
    queryFn: () => staffApi.get<Answer<AgentSummary[]>>("/agents").then((answer) => answer.data),
    enabled,
  });
}

export function useTopups(query: Query) {
  return useQuery({
    queryKey: ["/agents/topups", query],
    queryFn: () => staffApi.get<Page<Topup>>("/agents/topups", query),
    placeholderData: keepPreviousData,
  });
}

export function useLedger(query: Query, enabled = true) {
  return useQuery({
    queryKey: ["/agents/ledger", query],
    queryFn: () => staffApi.get<Page<LedgerEntry>>("/agents/ledger", query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLimitChanges(query: Query) {
  return useQuery({
    queryKey: ["/credit-limits", query],
    queryFn: () => staffApi.get<Page<LimitChange>>("/credit-limits", query),
    placeholderData: keepPreviousData,
  });
}

/** A POST whose success refreshes every agents and credit-limit query (balances move together). */
export function useAgentsMutation<Body>(path: (body: Body) => string, payload?: (body: Body) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => staffApi.post<Answer<unknown>>(path(body), payload ? payload(body) : body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["/agents"] });
      void client.invalidateQueries({ queryKey: ["/agents/me"] });
      void client.invalidateQueries({ queryKey: ["/agents/topups"] });
      void client.invalidateQueries({ queryKey: ["/agents/ledger"] });
      void client.invalidateQueries({ queryKey: ["/credit-limits"] });
    },
  });
}
