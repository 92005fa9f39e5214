import type { AgentAccount, AgentSummary, LedgerEntry, LimitChange, Topup } from "@ferry/shared/agents";
import type { ApiSuccess as Answer, ApiPage as Page } from "@ferry/shared/api-errors";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";

/** The agents' API: balances, top-ups, ledger and credit-limit changes (docs/decisions/039-sales-agents.md). */

/** Every agents query lives under `all`, so one invalidation refreshes balances, top-ups and the ledger. */
export const agentKeys = {
  all: ["/agents"] as const,
  list: () => [...agentKeys.all, "list"] as const,
  me: () => [...agentKeys.all, "me"] as const,
  topups: (query: Query) => [...agentKeys.all, "topups", query] as const,
  ledger: (query: Query) => [...agentKeys.all, "ledger", query] as const,
};

export const creditLimitKeys = {
  all: ["/credit-limits"] as const,
  page: (query: Query) => [...creditLimitKeys.all, query] as const,
};

export const myAccountQuery = () =>
  queryOptions({
    queryKey: agentKeys.me(),
    queryFn: () => staffApi.get<Answer<AgentAccount>>("/agents/me").then((answer) => answer.data),
  });

export const agentsQuery = () =>
  queryOptions({
    queryKey: agentKeys.list(),
    queryFn: () => staffApi.get<Answer<AgentSummary[]>>("/agents").then((answer) => answer.data),
  });

export const topupsQuery = (query: Query) =>
  queryOptions({
    queryKey: agentKeys.topups(query),
    queryFn: () => staffApi.get<Page<Topup>>("/agents/topups", query),
    placeholderData: keepPreviousData,
  });

export const ledgerQuery = (query: Query) =>
  queryOptions({
    queryKey: agentKeys.ledger(query),
    queryFn: () => staffApi.get<Page<LedgerEntry>>("/agents/ledger", query),
    placeholderData: keepPreviousData,
  });

export const limitChangesQuery = (query: Query) =>
  queryOptions({
    queryKey: creditLimitKeys.page(query),
    queryFn: () => staffApi.get<Page<LimitChange>>("/credit-limits", query),
    placeholderData: keepPreviousData,
  });

export const useMyAccount = (enabled = true) => useQuery({ ...myAccountQuery(), enabled });
export const useAgents = (enabled = true) => useQuery({ ...agentsQuery(), enabled });
export const useTopups = (query: Query) => useQuery(topupsQuery(query));
export const useLedger = (query: Query, enabled = true) => useQuery({ ...ledgerQuery(query), enabled });
export const useLimitChanges = (query: Query) => useQuery(limitChangesQuery(query));

/** The two kinds of request staff file and decide on: agents' top-ups and credit-limit changes. */
export type RequestKind = "topups" | "credit-limits";
export type DecisionAction = "approve" | "reject";
const REQUEST_PATHS: Record<RequestKind, string> = {
  topups: "/agents/topups",
  "credit-limits": "/credit-limits",
};

/** A POST whose success refreshes every agents and credit-limit query (balances move together). */
function useAgentsMutation<Body>(path: (body: Body) => string, payload?: (body: Body) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => staffApi.post<Answer<unknown>>(path(body), payload ? payload(body) : body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: agentKeys.all });
      void client.invalidateQueries({ queryKey: creditLimitKeys.all });
    },
  });
}

/** Files a request of `kind` (a top-up, a credit-limit change) with the form's body. */
export const useFileRequest = <Body>(kind: RequestKind) => useAgentsMutation<Body>(() => REQUEST_PATHS[kind]);

/** Approves or rejects one request of `kind`, with the decider's note (`catatan`, required to reject). */
export const useDecideRequest = (kind: RequestKind) =>
  useAgentsMutation<{ id: number; action: DecisionAction; catatan: string }>(
    (body) => `${REQUEST_PATHS[kind]}/${body.id}/${body.action}`,
    (body) => ({ catatan: body.catatan || null }),
  );
