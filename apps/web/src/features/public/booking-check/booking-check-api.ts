import type { PublicBooking, PublicBookingTickets } from "@ferry/shared/booking-check";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

export const BOOKING_CHECK_KEY = ["public", "booking-check"] as const;

/** `GET /public/bookings/check/{code}`: the booking (a 404 is an answer, not retried). */
export function usePublicBooking(code: string | null) {
  return useQuery({
    queryKey: [...BOOKING_CHECK_KEY, "booking", code],
    queryFn: ({ signal }) =>
      staffApi
        .get<{ data: PublicBooking }>(`/public/bookings/check/${encodeURIComponent(code ?? "")}`, undefined, {
          signal,
        })
        .then((answer) => answer.data),
    enabled: code !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** `GET /public/bookings/{code}/tickets`: loaded only for a confirmed booking. */
export function usePublicBookingTickets(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...BOOKING_CHECK_KEY, "tickets", code],
    queryFn: ({ signal }) =>
      staffApi
        .get<{ success: boolean; data: PublicBookingTickets }>(
          `/public/bookings/${encodeURIComponent(code ?? "")}/tickets`,
          undefined,
          { signal },
        )
        .then((answer) => answer.data),
    enabled: enabled && code !== null,
    retry: false,
    staleTime: 30_000,
  });
}
