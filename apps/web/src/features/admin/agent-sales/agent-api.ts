import type { AgentAccount, AgentSummary } from "@ferry/shared/agents";
import type { AgentSalesReport } from "@ferry/shared/booking-answers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

export type { AgentSalesReport as AgentReport };

/** The signed-in agent's account. */
export function useAgentAccount() {
  return useQuery({
    queryKey: ["agents", "me"],
    queryFn: () => staffApi.get<{ data: AgentAccount }>("/agents/me").then((answer) => answer.data),
    retry: false,
  });
}

/** Every agent (staff with 'view saldo agen' choose one for the report). */
export function useAgents(enabled: boolean) {
  return useQuery({
    queryKey: ["agents", "list"],
    queryFn: () =>
      staffApi
        .get<{ data: AgentSummary[] }>("/agents", {
          per_page: 100,
        })
        .then((answer) => answer.data),
    enabled,
    staleTime: 60_000,
  });
}

export function useAgentReport(
  query: { from: string; to: string; agent_user_id?: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ["agents", "report", query],
    queryFn: () =>
      staffApi.get<{ data: AgentSalesReport }>("/bookings/agent-report", query).then((answer) => answer.data),
    enabled,
    placeholderData: keepPreviousData,
  });
}
