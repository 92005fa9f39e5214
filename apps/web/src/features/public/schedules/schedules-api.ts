import type { PageMeta } from "@ferry/shared/api-errors";
import { placesLeft } from "@ferry/shared/places-left";
import type { PublicPort } from "@ferry/shared/public-voyage";
import type { Schedule, ScheduleSeat } from "@ferry/shared/schedules";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";

export type PortRef = PublicPort;
export type Seat = ScheduleSeat;
export type PublicSchedule = Schedule;

/** How often /info and /info/{id} reload the remaining quota while open. */
export const QUOTA_REFRESH_MS = 15_000;

export function usePublicPorts() {
  return useQuery({
    queryKey: ["public", "ports"],
    queryFn: () => staffApi.get<{ data: PublicPort[] }>("/public/ports").then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}

export const SCHEDULE_LIST_FILTERS = [
  "origin_port_id",
  "destination_port_id",
  "date",
  "cargo_type_id",
] as const;

/** Sailings per /info page; the pager reaches the rest. */
export const SCHEDULES_PER_PAGE = 60;

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

export function availableSchedulesQuery(query: Query) {
  return {
    queryKey: ["public", "schedules", query],
    queryFn: () =>
      staffApi.get<{ data: PublicSchedule[]; meta: PageMeta }>("/public/schedules/available", query),
  };
}

export function useAvailableSchedules(query: Query) {
  return useQuery({
    ...availableSchedulesQuery(query),
    placeholderData: keepPreviousData,
    // Remaining quota refreshes while the page is open (no more often than every 15 s).
    refetchInterval: QUOTA_REFRESH_MS,
  });
}

export function usePublicSchedule(id: string | undefined) {
  return useQuery({
    queryKey: ["public", "schedule", id],
    queryFn: () =>
      staffApi
        .get<{ data: PublicSchedule | PublicSchedule[] }>(`/public/schedules/${id}`)
        .then((answer) => (Array.isArray(answer.data) ? answer.data[0] : answer.data)),
    enabled: id !== undefined,
    retry: false,
    refetchInterval: QUOTA_REFRESH_MS,
  });
}

/**
 * Lowest price of a schedule ('Harga mulai dari') and the spec's total left (sum of `sisa_kuota`): places of
 * every kind together, shown beside passenger seats and vehicle places apart, never called seats.
 */
export function priceSummary(schedule: PublicSchedule) {
  const prices = schedule.available_seats.map((seat) => seat.harga).filter((price) => price > 0);
  return {
    lowest: prices.length ? Math.min(...prices) : null,
    placesLeft: placesLeft(schedule.available_seats).total,
  };
}
