import type { fareRemittanceSchema } from "@ferry/shared/fare-remittance";
import type { ExportFormat, FinanceReport, ReportResult } from "@ferry/shared/reports";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { staffApi } from "../../../lib/api";

export type Params = Record<string, string | undefined>;
export function useVoyageReport(key: string, params: Params) {
  return useQuery({
    queryKey: ["/reports", key, params],
    queryFn: () =>
      staffApi
        .get<{ data: ReportResult & { truncated: boolean } }>(`/reports/${key}`, params)
        .then((answer) => answer.data),
  });
}

export function useFinanceReport(params: Params) {
  return useQuery({
    queryKey: ["/reports/finance", params],
    queryFn: () =>
      staffApi.get<{ data: FinanceReport }>("/reports/finance", params).then((answer) => answer.data),
  });
}

export function useFareRemittance(params: Params) {
  return useQuery({
    queryKey: ["/reports/fare-remittance", params],
    queryFn: () =>
      staffApi
        .get<{ data: z.input<typeof fareRemittanceSchema> }>("/reports/fare-remittance", params)
        .then((answer) => answer.data),
  });
}

type Option = { id: number; label: string };

/** A list of names any staff member may read (`/routes/options`, `/ships/options`, `/ports/options`). */
export function useOptionList(path: "/routes/options" | "/ships/options" | "/ports/options") {
  return useQuery({
    queryKey: [path],
    queryFn: () => staffApi.get<{ data: Option[] }>(path).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}

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
