import type {
  TariffCopyInput,
  TariffGrid,
  TariffImportPreview,
  TariffSaveInput,
  tariffSaveResultSchema,
} from "@ferry/shared/tariffs";
import type { z } from "zod";
import { staffApi } from "../../../lib/api";

type SaveResult = z.input<typeof tariffSaveResultSchema>;
type Answer<T> = { data: T; message?: string };

export const tariffKey = (routeId: string, tanggal: string) => ["/tariffs", routeId, tanggal] as const;

export const fetchTariff = (routeId: string, tanggal: string) =>
  staffApi.get<Answer<TariffGrid>>(`/tariffs/${routeId}`, { tanggal }).then((answer) => answer.data);

export const saveTariff = (routeId: string, body: TariffSaveInput) =>
  staffApi.put<Answer<SaveResult>>(`/tariffs/${routeId}`, body);

export const copyTariff = (body: TariffCopyInput) => staffApi.post<Answer<SaveResult>>("/tariffs/copy", body);

export function previewImport(routeId: string, tanggal: string, file: File) {
  const form = new FormData();
  form.append("file", file);
  return staffApi
    .post<Answer<TariffImportPreview>>(`/tariffs/${routeId}/import/preview`, form, { query: { tanggal } })
    .then((answer) => answer.data);
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
