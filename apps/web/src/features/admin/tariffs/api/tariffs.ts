import type { ApiSuccess as Answer } from "@ferry/shared/api-errors";
import type {
  TariffCopyInput,
  TariffGrid,
  TariffImportPreview,
  TariffSaveInput,
  tariffSaveResultSchema,
} from "@ferry/shared/tariffs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { staffApi } from "../../../../lib/api";

type SaveResult = z.input<typeof tariffSaveResultSchema>;

/** A route's grids live under its key, so a copy onto a route refreshes every date of it. */
export const tariffKeys = {
  all: ["/tariffs"] as const,
  route: (routeId: string) => [...tariffKeys.all, routeId] as const,
  grid: (routeId: string, tanggal: string) => [...tariffKeys.route(routeId), tanggal] as const,
};

/** The route's tariff grid in force on `tanggal`. */
export const tariffQuery = (routeId: string, tanggal: string) =>
  queryOptions({
    queryKey: tariffKeys.grid(routeId, tanggal),
    queryFn: () =>
      staffApi.get<Answer<TariffGrid>>(`/tariffs/${routeId}`, { tanggal }).then((answer) => answer.data),
    enabled: routeId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(tanggal),
  });

export const useTariff = (routeId: string, tanggal: string) => useQuery(tariffQuery(routeId, tanggal));

/** Saves the changed rows; the answer's grid replaces the cached one. */
export function useSaveTariff(routeId: string, tanggal: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffSaveInput) => staffApi.put<Answer<SaveResult>>(`/tariffs/${routeId}`, body),
    onSuccess: (answer) => client.setQueryData(tariffKeys.grid(routeId, tanggal), answer.data.grid),
  });
}

/** Copies a route's tariff onto another route; the target route's grids reload. */
export function useCopyTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffCopyInput) => staffApi.post<Answer<SaveResult>>("/tariffs/copy", body),
    onSuccess: (_answer, body) =>
      void client.invalidateQueries({ queryKey: tariffKeys.route(String(body.to_route_id)) }),
  });
}

/** What an uploaded .xlsx would change (changes nothing). */
export function useImportPreview(routeId: string, tanggal: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return staffApi
        .post<Answer<TariffImportPreview>>(`/tariffs/${routeId}/import/preview`, form, { query: { tanggal } })
        .then((answer) => answer.data);
    },
  });
}

/** Downloads the route's tariff in force on `tanggal` as an .xlsx to fill in. */
export async function downloadTemplate(routeId: string, tanggal: string, name: string) {
  const blob = await staffApi.get<Blob>(`/tariffs/${routeId}/template.xlsx`, { tanggal }, { as: "blob" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `tarif-${name}-${tanggal}.xlsx`;
  link.click();
  URL.revokeObjectURL(url);
}
