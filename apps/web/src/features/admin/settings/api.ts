import type { SettingsKey, SettingsOverview } from "@ferry/shared/system-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

const OVERVIEW = "/settings";

/** Every section of /management with values, defaults and the last save ('view pengaturan'). */
export function useSettingsOverview() {
  return useQuery({
    queryKey: [OVERVIEW],
    queryFn: () => staffApi.get<{ data: SettingsOverview }>(OVERVIEW).then((answer) => answer.data),
  });
}

/** Saves one whole section ('edit pengaturan'), then reloads the overview (values and who saved). */
export function useSaveSettings(key: SettingsKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      staffApi.put<{ message?: string; data: SettingsOverview[typeof key]["values"] }>(
        `${OVERVIEW}/${key}`,
        values,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: [OVERVIEW] }),
  });
}
