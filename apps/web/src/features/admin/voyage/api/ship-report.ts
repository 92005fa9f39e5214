import type { ShipReport } from "@ferry/shared/ships";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export type ShipReportQuery = { from?: string; to?: string };

export const shipReportKeys = {
  all: ["/ships/report"] as const,
  period: (query: ShipReportQuery) => [...shipReportKeys.all, query] as const,
};

/** Sailings, load factor and crew certificate expiry per ship over a period. */
export const shipReportQuery = (query: ShipReportQuery) =>
  queryOptions({
    queryKey: shipReportKeys.period(query),
    queryFn: () => staffApi.get<{ data: ShipReport }>("/ships/report", query).then((answer) => answer.data),
  });

export const useShipReport = (query: ShipReportQuery) => useQuery(shipReportQuery(query));
