import type { DashboardSummary } from "@ferry/shared/reports";
import type { TodaySchedules } from "@ferry/shared/schedules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

/** The dashboard's figures and today's sailings, each read again every minute. */
export const dashboardKeys = {
  summary: () => ["/dashboard/summary"] as const,
  today: () => ["/dashboard/today"] as const,
};

export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: () =>
      staffApi.get<{ data: DashboardSummary }>("/dashboard/summary").then((answer) => answer.data),
    refetchInterval: 60_000,
  });

/** Today's sailings (the operator's day) with their remaining quota. */
export const todaySailingsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.today(),
    queryFn: () => staffApi.get<{ data: TodaySchedules }>("/dashboard/today").then((answer) => answer.data),
    refetchInterval: 60_000,
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery());
export const useTodaySailings = () => useQuery(todaySailingsQuery());
