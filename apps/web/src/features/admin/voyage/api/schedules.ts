import type { Schedule } from "@ferry/shared/schedules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { resourceKeys } from "../../resource-kit/api/resource";

/** The schedules resource (`/schedules`). */
export const SCHEDULES = "/schedules";

/**
 * Every schedule query lives under `all` (the kit's list too), so generating, cancelling, delaying or
 * re-shipping a sailing refreshes every schedule view; `sailing(id)` holds one sailing's own views.
 */
export const scheduleKeys = {
  ...resourceKeys(SCHEDULES),
  detail: (id: number) => [SCHEDULES, "detail", id] as const,
  dayOptions: (date: string | undefined) => [SCHEDULES, "discount-options", date] as const,
  sailing: (id: number) => [SCHEDULES, id] as const,
};

export const scheduleQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleKeys.detail(id),
    queryFn: () => staffApi.get<{ data: Schedule }>(`${SCHEDULES}/${id}`).then((answer) => answer.data),
  });

/** Schedules departing on `date` (each in its origin port's day); none without a date. */
export const daySchedulesQuery = (date: string | undefined) =>
  queryOptions({
    queryKey: scheduleKeys.dayOptions(date),
    queryFn: () =>
      staffApi
        .get<{ data: Schedule[] }>(SCHEDULES, { per_page: 100, date, sort_by: "waktu_berangkat" })
        .then((answer) => answer.data),
    enabled: Boolean(date),
    staleTime: 60_000,
  });

export const useSchedule = (id: number, enabled: boolean) => useQuery({ ...scheduleQuery(id), enabled });

/** Generates many schedules at once (all or nothing); the schedule views reload. */
export function useBulkSchedules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => staffApi.post<{ message?: string }>(`${SCHEDULES}/bulk`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
