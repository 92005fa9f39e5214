import type { SaveSalesLimitsValues, ScheduleSalesLimits } from "@ferry/shared/sales-limits";
import type { Schedule } from "@ferry/shared/schedules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

/** A sailing to choose: the back-office and the public lists answer the same schedule. */
export type ScheduleChoice = Schedule;

/**
 * The day's schedules to choose from: the back-office list with 'view jadwal', otherwise the public list
 * of sailings still bookable that day.
 */
export function useScheduleChoices(date: string, backOffice: boolean) {
  const path = backOffice ? "/schedules" : "/public/schedules/available";
  return useQuery({
    queryKey: [path, "choices", date],
    queryFn: () =>
      staffApi
        .get<{ data: ScheduleChoice[] }>(path, { date, per_page: 100, sort_by: "waktu_berangkat" })
        .then((answer) => answer.data),
    enabled: date !== "",
  });
}

const LIMITS = "/sales-limits";

export function useSalesLimits(scheduleId: number | null) {
  return useQuery({
    queryKey: [LIMITS, scheduleId],
    queryFn: () =>
      staffApi
        .get<{ data: ScheduleSalesLimits }>(LIMITS, { schedule_id: scheduleId })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
  });
}

export function useSaveSalesLimits(scheduleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSalesLimitsValues) =>
      staffApi.put<{ message?: string; data: ScheduleSalesLimits }>(`${LIMITS}/schedule/${scheduleId}`, body),
    onSuccess: (answer) => client.setQueryData([LIMITS, scheduleId], answer.data),
  });
}
