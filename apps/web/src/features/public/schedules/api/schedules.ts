import type { PageMeta } from "@ferry/shared/api-errors";
import { SCHEDULES_PER_PAGE } from "@ferry/shared/public-pages";
import type { PublicPort } from "@ferry/shared/public-voyage";
import type { Schedule, ScheduleSeat } from "@ferry/shared/schedules";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";
import { publicKeys } from "../../api/public-keys";

export type PortRef = PublicPort;
export type Seat = ScheduleSeat;
export type PublicSchedule = Schedule;

/** How often /info and /info/{id} reload the remaining quota while open. */
export const QUOTA_REFRESH_MS = 15_000;

export const publicScheduleKeys = {
  ports: () => [...publicKeys.all, "ports"] as const,
  available: (query: Query) => [...publicKeys.all, "schedules", query] as const,
  one: (id: string | undefined) => [...publicKeys.all, "schedule", id] as const,
};

export const publicPortsQuery = () =>
  queryOptions({
    queryKey: publicScheduleKeys.ports(),
    queryFn: () => staffApi.get<{ data: PublicPort[] }>("/public/ports").then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const usePublicPorts = () => useQuery(publicPortsQuery());

export const SCHEDULE_LIST_FILTERS = [
  "origin_port_id",
  "destination_port_id",
  "date",
  "cargo_type_id",
] as const;

export { SCHEDULES_PER_PAGE };

/** The /info list's question from its URL parameters (the page and `main.tsx`'s early fetch share it). */
export function scheduleListQuery(params: URLSearchParams): Query {
  const filters = Object.fromEntries(SCHEDULE_LIST_FILTERS.map((key) => [key, params.get(key) ?? undefined]));
  return {
    ...filters,
    page: params.get("page") ?? undefined,
    per_page: SCHEDULES_PER_PAGE,
    sort_by: "waktu_berangkat",
  };
}

export const availableSchedulesQuery = (query: Query) =>
  queryOptions({
    queryKey: publicScheduleKeys.available(query),
    queryFn: () =>
      staffApi.get<{ data: PublicSchedule[]; meta: PageMeta }>("/public/schedules/available", query),
  });

export function useAvailableSchedules(query: Query) {
  return useQuery({
    ...availableSchedulesQuery(query),
    placeholderData: keepPreviousData,
    // Remaining quota refreshes while the page is open (no more often than every 15 s).
    refetchInterval: QUOTA_REFRESH_MS,
  });
}

export const publicScheduleQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: publicScheduleKeys.one(id),
    queryFn: () =>
      staffApi
        .get<{ data: PublicSchedule | PublicSchedule[] }>(`/public/schedules/${id}`)
        .then((answer) => (Array.isArray(answer.data) ? answer.data[0] : answer.data)),
    enabled: id !== undefined,
    retry: false,
    refetchInterval: QUOTA_REFRESH_MS,
  });

export const usePublicSchedule = (id: string | undefined) => useQuery(publicScheduleQuery(id));
