import type {
  AffectedBooking,
  AffectedView,
  CancelScheduleInput,
  CancelScheduleResult,
  MoveBookingsResult,
  MovedBooking,
} from "@ferry/shared/disruptions";
import type { Schedule } from "@ferry/shared/schedules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

/** A cancelled sailing and the move of its passengers (docs/decisions, disruptions). */

type Answer<T> = { data: T; message?: string };
/** A sailing as the schedule answers carry it. */
export type Sailing = Schedule;
export type { AffectedBooking, AffectedView, MovedBooking };

const affectedKey = (id: number) => ["/schedules", id, "affected-bookings"];

/** Cancels a sailing with its reason; the schedule list and the sailing's views reload. */
export function useCancelSchedule(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelScheduleInput) =>
      staffApi.post<Answer<CancelScheduleResult>>(`/schedules/${id}/cancel`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/schedules"] }),
  });
}

export function useAffectedBookings(id: number) {
  return useQuery({
    queryKey: affectedKey(id),
    queryFn: () =>
      staffApi.get<Answer<AffectedView>>(`/schedules/${id}/affected-bookings`).then((a) => a.data),
  });
}

/** The coming sellable sailings of the route, with what is left per class. */
export function useMoveTargets(id: number) {
  return useQuery({
    queryKey: ["/schedules", id, "move-targets"],
    queryFn: () => staffApi.get<Answer<Sailing[]>>(`/schedules/${id}/move-targets`).then((a) => a.data),
  });
}

export function useMoveBookings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target_schedule_id: number) =>
      staffApi.post<Answer<MoveBookingsResult>>(`/schedules/${id}/move-bookings`, { target_schedule_id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/schedules", id] }),
  });
}
