import type { DashboardSummary } from "@ferry/shared/reports";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../lib/api";

export function useDashboardSummary() {
  return useQuery({
    queryKey: ["/dashboard/summary"],
    queryFn: () =>
      staffApi.get<{ data: DashboardSummary }>("/dashboard/summary").then((answer) => answer.data),
    refetchInterval: 60_000,
  });
}
