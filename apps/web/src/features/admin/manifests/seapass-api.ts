import type { PageMeta } from "@ferry/shared/api-errors";
import type { SeapassDelivery, SeapassSettings, SeapassSettingsView } from "@ferry/shared/manifests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

export type { SeapassSettingsView };
export type Delivery = SeapassDelivery;

const SETTINGS = "/seapass/settings";
const DELIVERIES = "/seapass/deliveries";

export function useSeapassSettings(enabled: boolean) {
  return useQuery({
    queryKey: [SETTINGS],
    enabled,
    queryFn: () => staffApi.get<{ data: SeapassSettingsView }>(SETTINGS).then((answer) => answer.data),
  });
}

export function useSaveSeapassSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeapassSettings) =>
      staffApi.put<{ data: SeapassSettingsView; message?: string }>(SETTINGS, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [SETTINGS] }),
  });
}

export function useDeliveries(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [DELIVERIES, page],
    enabled,
    refetchInterval: 30_000,
    queryFn: () => staffApi.get<{ data: Delivery[]; meta: PageMeta }>(DELIVERIES, { page }),
  });
}

export function useResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: number) =>
      staffApi.post<{ message?: string }>(DELIVERIES, { schedule_id: scheduleId }),
    onSuccess: () => client.invalidateQueries({ queryKey: [DELIVERIES] }),
  });
}
