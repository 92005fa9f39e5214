import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";
import type { Booking, BookingSummary } from "./booking-types";

/** Every booking query lives under `all`, so one invalidation refreshes lists and details. */
export const bookingKeys = {
  all: ["bookings"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (query: Query) => [...bookingKeys.lists(), query] as const,
  detail: (id: number) => [...bookingKeys.all, "detail", id] as const,
};

export const bookingListQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: () => staffApi.get<{ data: BookingSummary[]; meta: PageMeta }>("/bookings", query),
    placeholderData: keepPreviousData,
  });

export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: () => staffApi.get<{ data: Booking }>(`/bookings/${id}`).then((answer) => answer.data),
  });

export const useBookingList = (query: Query) => useQuery(bookingListQuery(query));
export const useBooking = (id: number | null) => useQuery({ ...bookingQuery(id ?? 0), enabled: id !== null });
