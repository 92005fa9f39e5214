import {
  type ReclassificationSettings,
  reclassificationSettingsSchema,
} from "@ferry/shared/vehicle-reclassification";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

const PATH = "/vehicle-reclassifications/settings";

export const reclassificationSettingsKeys = { all: [PATH] as const };

/** 'Ukur Ulang Kendaraan': the length → golongan table and the weight limits ('edit pengaturan'). */
export const reclassificationSettingsQuery = () =>
  queryOptions({
    queryKey: reclassificationSettingsKeys.all,
    queryFn: async () => {
      const answer = await staffApi.get<{ data: unknown }>(PATH);
      const parsed = reclassificationSettingsSchema.safeParse(answer.data);
      if (!parsed.success) throw new Error("Pengaturan ukur ulang kendaraan tidak terbaca");
      return parsed.data;
    },
  });

export const useReclassificationSettings = () => useQuery(reclassificationSettingsQuery());

/** Saves the whole section (validated again by the server, logged with before and after). */
export function useSaveReclassificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ReclassificationSettings) =>
      staffApi.put<{ data: ReclassificationSettings; message?: string }>(PATH, values),
    onSuccess: () => client.invalidateQueries({ queryKey: reclassificationSettingsKeys.all }),
  });
}
