import type { PageMeta } from "@ferry/shared/api-errors";
import type { SeapassDelivery, SeapassSettings, SeapassSettingsView } from "@ferry/shared/manifests";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

export type { SeapassSettingsView };
export type Delivery = SeapassDelivery;

const SETTINGS = "/seapass/settings";
const DELIVERIES = "/seapass/deliveries";

export const seapassKeys = {
  settings: () => [SETTINGS] as const,
  deliveries: () => [DELIVERIES] as const,
  deliveryPage: (page: number) => [...seapassKeys.deliveries(), page] as const,
};

export const seapassSettingsQuery = () =>
  queryOptions({
    queryKey: seapassKeys.settings(),
    queryFn: () => staffApi.get<{ data: SeapassSettingsView }>(SETTINGS).then((answer) => answer.data),
  });

export const deliveriesQuery = (page: number) =>
  queryOptions({
    queryKey: seapassKeys.deliveryPage(page),
    refetchInterval: 30_000,
    queryFn: () => staffApi.get<{ data: Delivery[]; meta: PageMeta }>(DELIVERIES, { page }),
  });

export const useSeapassSettings = (enabled: boolean) => useQuery({ ...seapassSettingsQuery(), enabled });
export const useDeliveries = (page: number, enabled: boolean) =>
  useQuery({ ...deliveriesQuery(page), enabled });

export function useSaveSeapassSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeapassSettings) =>
      staffApi.put<{ data: SeapassSettingsView; message?: string }>(SETTINGS, body),
    onSuccess: () => client.invalidateQueries({ queryKey: seapassKeys.settings() }),
  });
}

export function useResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: number) =>
      staffApi.post<{ message?: string }>(DELIVERIES, { schedule_id: scheduleId }),
    onSuccess: () => client.invalidateQueries({ queryKey: seapassKeys.deliveries() }),
  });
}
