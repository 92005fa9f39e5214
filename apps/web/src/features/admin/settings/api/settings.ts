import type { SettingsKey, SettingsOverview } from "@ferry/shared/system-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

const OVERVIEW = "/settings";

export const settingsKeys = { overview: () => [OVERVIEW] as const };

/** Every section of /management with values, defaults and the last save ('view pengaturan'). */
export const settingsOverviewQuery = () =>
  queryOptions({
    queryKey: settingsKeys.overview(),
    queryFn: () => staffApi.get<{ data: SettingsOverview }>(OVERVIEW).then((answer) => answer.data),
  });

export const useSettingsOverview = () => useQuery(settingsOverviewQuery());

/** Saves one whole section ('edit pengaturan'), then reloads the overview (values and who saved). */
export function useSaveSettings(key: SettingsKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      staffApi.put<{ message?: string; data: SettingsOverview[typeof key]["values"] }>(
        `${OVERVIEW}/${key}`,
        values,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.overview() }),
  });
}
