import type { ApiSuccess } from "@ferry/shared/api-errors";
import type { ScheduleDelayInput, ScheduleShipChangeInput } from "@ferry/shared/schedule-changes";
import type { Schedule } from "@ferry/shared/schedules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { scheduleKeys } from "../../voyage/api/schedules";

/** Delay and ship swap of a sailing (POST /schedules/{id}/delay, /change-ship); the lists reload. */
type Answer = ApiSuccess<Schedule>;

function useScheduleChange<T>(id: number, action: "delay" | "change-ship") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => staffApi.post<Answer>(`/schedules/${id}/${action}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export const useDelaySchedule = (id: number) => useScheduleChange<ScheduleDelayInput>(id, "delay");
export const useChangeShip = (id: number) => useScheduleChange<ScheduleShipChangeInput>(id, "change-ship");
