import type { ExportFormat, FinanceReport, ReportResult } from "@ferry/shared/reports";
import { useQuery } from "@tanstack/react-query";
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

type Option = { id: number; label: string };
export function useFilterOptions() {
  const routes = useQuery({
    queryKey: ["/routes", "report-options"],
    queryFn: () =>
      staffApi
        .get<{ data: { id: number; kode_rute: string; nama_rute: string }[] }>("/routes", { per_page: "100" })
        .then((answer): Option[] =>
          answer.data.map((row) => ({ id: row.id, label: `${row.kode_rute} · ${row.nama_rute}` })),
        ),
  });
  const ships = useQuery({
    queryKey: ["/ships", "report-options"],
    queryFn: () =>
      staffApi
        .get<{ data: { id: number; nama: string }[] }>("/ships", { per_page: "100" })
        .then((answer): Option[] => answer.data.map((row) => ({ id: row.id, label: row.nama }))),
  });
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
