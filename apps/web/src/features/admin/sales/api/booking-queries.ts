import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";
import type { Booking, BookingSummary } from "./booking-types";

/** Every booking query lives under this key, so one invalidation refreshes lists and details. */
export const BOOKINGS_KEY = "bookings";

export const bookingKeys = {
  list: (query: Query) => [BOOKINGS_KEY, "list", query] as const,
  detail: (id: number) => [BOOKINGS_KEY, "detail", id] as const,
};

export function useBookingList(query: Query) {
  return useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: () => staffApi.get<{ data: BookingSummary[]; meta: PageMeta }>("/bookings", query),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(id: number | null) {
  return useQuery({
    queryKey: bookingKeys.detail(id ?? 0),
    queryFn: () => staffApi.get<{ data: Booking }>(`/bookings/${id}`).then((answer) => answer.data),
    enabled: id !== null,
  });
}
