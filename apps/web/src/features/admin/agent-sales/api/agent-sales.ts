import type { AgentAccount, AgentSummary } from "@ferry/shared/agents";
import type { AgentSalesReport } from "@ferry/shared/booking-answers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export type { AgentSalesReport as AgentReport };

export type AgentReportQuery = { from: string; to: string; agent_user_id?: string };

/** The agent pages' answers (account, agents to pick, the sales report); a sale refreshes them all. */
export const agentSalesKeys = {
  all: ["agents"] as const,
  me: () => [...agentSalesKeys.all, "me"] as const,
  list: () => [...agentSalesKeys.all, "list"] as const,
  report: (query: AgentReportQuery) => [...agentSalesKeys.all, "report", query] as const,
};

/** The signed-in agent's account. */
export const agentAccountQuery = () =>
  queryOptions({
    queryKey: agentSalesKeys.me(),
    queryFn: () => staffApi.get<{ data: AgentAccount }>("/agents/me").then((answer) => answer.data),
    retry: false,
  });

/** Every agent (staff with 'view saldo agen' choose one for the report). */
export const agentChoicesQuery = () =>
  queryOptions({
    queryKey: agentSalesKeys.list(),
    queryFn: () =>
      staffApi
        .get<{ data: AgentSummary[] }>("/agents", {
          per_page: 100,
        })
        .then((answer) => answer.data),
    staleTime: 60_000,
  });

export const agentReportQuery = (query: AgentReportQuery) =>
  queryOptions({
    queryKey: agentSalesKeys.report(query),
    queryFn: () =>
      staffApi.get<{ data: AgentSalesReport }>("/bookings/agent-report", query).then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });

export const useAgentAccount = () => useQuery(agentAccountQuery());
export const useAgents = (enabled: boolean) => useQuery({ ...agentChoicesQuery(), enabled });
export const useAgentReport = (query: AgentReportQuery, enabled: boolean) =>
  useQuery({ ...agentReportQuery(query), enabled });
