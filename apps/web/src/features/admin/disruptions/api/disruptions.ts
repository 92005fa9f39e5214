import type { ApiSuccess as Answer } from "@ferry/shared/api-errors";
import type {
  AffectedBooking,
  AffectedView,
  CancelScheduleInput,
  CancelScheduleResult,
  MoveBookingsResult,
  MovedBooking,
} from "@ferry/shared/disruptions";
import type { Schedule } from "@ferry/shared/schedules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { scheduleKeys } from "../../voyage/api/schedules";

/** A cancelled sailing and the move of its passengers (docs/decisions, disruptions). */

/** A sailing as the schedule answers carry it. */
export type Sailing = Schedule;
export type { AffectedBooking, AffectedView, MovedBooking };

/** A sailing's disruption views live under the sailing's schedule key. */
export const disruptionKeys = {
  affected: (id: number) => [...scheduleKeys.sailing(id), "affected-bookings"] as const,
  moveTargets: (id: number) => [...scheduleKeys.sailing(id), "move-targets"] as const,
};

/** Cancels a sailing with its reason; the schedule list and the sailing's views reload. */
export function useCancelSchedule(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelScheduleInput) =>
      staffApi.post<Answer<CancelScheduleResult>>(`/schedules/${id}/cancel`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export const affectedBookingsQuery = (id: number) =>
  queryOptions({
    queryKey: disruptionKeys.affected(id),
    queryFn: () =>
      staffApi.get<Answer<AffectedView>>(`/schedules/${id}/affected-bookings`).then((a) => a.data),
  });

/** The coming sellable sailings of the route, with what is left per class. */
export const moveTargetsQuery = (id: number) =>
  queryOptions({
    queryKey: disruptionKeys.moveTargets(id),
    queryFn: () => staffApi.get<Answer<Sailing[]>>(`/schedules/${id}/move-targets`).then((a) => a.data),
  });

export const useAffectedBookings = (id: number) => useQuery(affectedBookingsQuery(id));
export const useMoveTargets = (id: number) => useQuery(moveTargetsQuery(id));

export function useMoveBookings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target_schedule_id: number) =>
      staffApi.post<Answer<MoveBookingsResult>>(`/schedules/${id}/move-bookings`, { target_schedule_id }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.sailing(id) }),
  });
}
