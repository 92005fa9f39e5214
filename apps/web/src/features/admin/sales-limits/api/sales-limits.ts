import type { SaveSalesLimitsValues, ScheduleSalesLimits } from "@ferry/shared/sales-limits";
import type { Schedule } from "@ferry/shared/schedules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { SCHEDULES } from "../../voyage/api/schedules";

/** A sailing to choose: the back-office and the public lists answer the same schedule. */
export type ScheduleChoice = Schedule;

const LIMITS = "/sales-limits";
const PUBLIC_AVAILABLE = "/public/schedules/available";

/** The schedule list a caller may read: the back-office one with 'view jadwal', else the public one. */
const choicesPath = (backOffice: boolean) => (backOffice ? SCHEDULES : PUBLIC_AVAILABLE);

/** The choices live under their list's key, so a change of the schedules refreshes them. */
export const salesLimitKeys = {
  choices: (date: string, backOffice: boolean) => [choicesPath(backOffice), "choices", date] as const,
  schedule: (scheduleId: number | null) => [LIMITS, scheduleId] as const,
};

/**
 * The day's schedules to choose from: the back-office list with 'view jadwal', otherwise the public list
 * of sailings still bookable that day.
 */
export const scheduleChoicesQuery = (date: string, backOffice: boolean) =>
  queryOptions({
    queryKey: salesLimitKeys.choices(date, backOffice),
    queryFn: () =>
      staffApi
        .get<{ data: ScheduleChoice[] }>(choicesPath(backOffice), {
          date,
          per_page: 100,
          sort_by: "waktu_berangkat",
        })
        .then((answer) => answer.data),
    enabled: date !== "",
  });

export const salesLimitsQuery = (scheduleId: number | null) =>
  queryOptions({
    queryKey: salesLimitKeys.schedule(scheduleId),
    queryFn: () =>
      staffApi
        .get<{ data: ScheduleSalesLimits }>(LIMITS, { schedule_id: scheduleId })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
  });

export const useScheduleChoices = (date: string, backOffice: boolean) =>
  useQuery(scheduleChoicesQuery(date, backOffice));
export const useSalesLimits = (scheduleId: number | null) => useQuery(salesLimitsQuery(scheduleId));

export function useSaveSalesLimits(scheduleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSalesLimitsValues) =>
      staffApi.put<{ message?: string; data: ScheduleSalesLimits }>(`${LIMITS}/schedule/${scheduleId}`, body),
    onSuccess: (answer) => client.setQueryData(salesLimitKeys.schedule(scheduleId), answer.data),
  });
}
