import type { FareRemittance } from "@ferry/shared/fare-remittance";
import type { ExportFormat, FinanceReport, VoyageReport } from "@ferry/shared/reports";
import type { Option } from "@ferry/shared/wire";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export type Params = Record<string, string | undefined>;
type OptionPath = "/routes/options" | "/ships/options" | "/ports/options";

export const reportKeys = {
  voyage: (key: string, params: Params) => ["/reports", key, params] as const,
  finance: (params: Params) => ["/reports/finance", params] as const,
  fareRemittance: (params: Params) => ["/reports/fare-remittance", params] as const,
  optionList: (path: OptionPath) => [path] as const,
};

export const voyageReportQuery = (key: string, params: Params) =>
  queryOptions({
    queryKey: reportKeys.voyage(key, params),
    queryFn: () =>
      staffApi.get<{ data: VoyageReport }>(`/reports/${key}`, params).then((answer) => answer.data),
  });

export const financeReportQuery = (params: Params) =>
  queryOptions({
    queryKey: reportKeys.finance(params),
    queryFn: () =>
      staffApi.get<{ data: FinanceReport }>("/reports/finance", params).then((answer) => answer.data),
  });

export const fareRemittanceQuery = (params: Params) =>
  queryOptions({
    queryKey: reportKeys.fareRemittance(params),
    queryFn: () =>
      staffApi
        .get<{ data: FareRemittance }>("/reports/fare-remittance", params)
        .then((answer) => answer.data),
  });

/** A list of names any staff member may read (`/routes/options`, `/ships/options`, `/ports/options`). */
export const optionListQuery = (path: OptionPath) =>
  queryOptions({
    queryKey: reportKeys.optionList(path),
    queryFn: () => staffApi.get<{ data: Option[] }>(path).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const useVoyageReport = (key: string, params: Params) => useQuery(voyageReportQuery(key, params));
export const useFinanceReport = (params: Params) => useQuery(financeReportQuery(params));
export const useFareRemittance = (params: Params) => useQuery(fareRemittanceQuery(params));
export const useOptionList = (path: OptionPath) => useQuery(optionListQuery(path));

/**
 * The route and ship choices of the report filters. Not the `/routes` and `/ships` lists: those need the
 * master-data permissions that finance (Keuangan) does not hold.
 */
export function useFilterOptions() {
  const routes = useOptionList("/routes/options");
  const ships = useOptionList("/ships/options");
  return { routes: routes.data ?? [], ships: ships.data ?? [] };
}

const EXTENSIONS: Record<ExportFormat, string> = { csv: "csv", xlsx: "xlsx", pdf: "pdf" };

/** Downloads an export (the server streams it) under the name the server gives. */
export async function downloadExport(path: string, params: Params, format: ExportFormat, name: string) {
  const blob = await staffApi.get<Blob>(path, { ...params, format }, { as: "blob" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${name}.${EXTENSIONS[format]}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
