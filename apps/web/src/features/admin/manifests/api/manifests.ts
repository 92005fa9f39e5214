import type {
  ManifestDayRow,
  ManifestKind,
  ManifestPerson,
  ManifestVehicle,
  ManifestView,
  PersonCorrection,
  VehicleCorrection,
} from "@ferry/shared/manifests";
import type { ScheduleSummary } from "@ferry/shared/schedules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export type ManifestSchedule = ScheduleSummary;
export type ManifestPart = "penumpang" | "kendaraan";
export type ManifestFormat = "pdf" | "csv" | "xlsx";
export const PART_PATH: Record<ManifestPart, "passengers" | "vehicles"> = {
  penumpang: "passengers",
  kendaraan: "vehicles",
};

export type Manifest = ManifestView;
export type { ManifestPerson, ManifestVehicle };

const MANIFESTS = "/manifests";

/** Every manifest query lives under `all`: a correction, freeze or reopening refreshes them all. */
export const manifestKeys = {
  all: [MANIFESTS] as const,
  day: (date: string) => [...manifestKeys.all, "day", date] as const,
  one: (scheduleId: number | null, part: ManifestPart, kind: ManifestKind) =>
    [...manifestKeys.all, scheduleId, part, kind] as const,
};

/** The day's sailings with whether their manifest is frozen (`GET /manifests?date`). */
export const manifestDayQuery = (date: string) =>
  queryOptions({
    queryKey: manifestKeys.day(date),
    queryFn: () =>
      staffApi.get<{ data: ManifestDayRow[] }>(MANIFESTS, { date }).then((answer) => answer.data),
  });

export const manifestQuery = (part: ManifestPart, scheduleId: number | null, kind: ManifestKind) =>
  queryOptions({
    queryKey: manifestKeys.one(scheduleId, part, kind),
    enabled: scheduleId !== null,
    queryFn: () =>
      staffApi
        .get<{ data: Manifest }>(`${MANIFESTS}/${scheduleId}/${PART_PATH[part]}`, { jenis: kind })
        .then((answer) => answer.data),
  });

export const useManifestDay = (date: string) => useQuery(manifestDayQuery(date));
export const useManifest = (part: ManifestPart, scheduleId: number | null, kind: ManifestKind) =>
  useQuery(manifestQuery(part, scheduleId, kind));

function useManifestMutation<I>(call: (input: I) => Promise<{ message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: manifestKeys.all }),
  });
}

export function useCorrectPerson(scheduleId: number) {
  return useManifestMutation(({ id, ...body }: PersonCorrection & { id: number }) =>
    staffApi.patch<{ message?: string }>(`${MANIFESTS}/${scheduleId}/passengers/${id}`, body),
  );
}

export function useCorrectVehicle(scheduleId: number) {
  return useManifestMutation(({ id, ...body }: VehicleCorrection & { id: number }) =>
    staffApi.patch<{ message?: string }>(`${MANIFESTS}/${scheduleId}/vehicles/${id}`, body),
  );
}

export function useAddInfant(scheduleId: number) {
  return useManifestMutation((body: { booking_id: number; nama_lengkap: string }) =>
    staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/passengers`, body),
  );
}

export function useReopenManifest(scheduleId: number) {
  return useManifestMutation((body: { alasan: string }) =>
    staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/reopen`, body),
  );
}

export function useFreezeManifest(scheduleId: number) {
  return useManifestMutation(() => staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/freeze`));
}

/** Downloads the manifest's PDF, CSV or Excel (bearer-authenticated, so through the API client). */
export async function downloadManifest(
  part: ManifestPart,
  scheduleId: number,
  kind: ManifestKind,
  format: ManifestFormat,
) {
  const blob = await staffApi.get<Blob>(
    `${MANIFESTS}/${scheduleId}/${PART_PATH[part]}.${format}`,
    { jenis: kind },
    { as: "blob" },
  );
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `manifest-${part}-${scheduleId}-${kind}.${format}`;
  link.click();
  URL.revokeObjectURL(link.href);
}
