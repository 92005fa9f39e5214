import type { PublicBooking, PublicBookingTickets } from "@ferry/shared/booking-check";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { publicKeys } from "../../api/public-keys";

/** Everything the check loaded lives under `all`: 'Cek lagi' cancels and drops it at once. */
export const bookingCheckKeys = {
  all: [...publicKeys.all, "booking-check"] as const,
  booking: (code: string | null) => [...bookingCheckKeys.all, "booking", code] as const,
  tickets: (code: string | null) => [...bookingCheckKeys.all, "tickets", code] as const,
};

/** `GET /public/bookings/check/{code}`: the booking (a 404 is an answer, not retried). */
export const publicBookingQuery = (code: string | null) =>
  queryOptions({
    queryKey: bookingCheckKeys.booking(code),
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

export const usePublicBooking = (code: string | null) => useQuery(publicBookingQuery(code));

/** `GET /public/bookings/{code}/tickets`: loaded only for a confirmed booking. */
export const publicBookingTicketsQuery = (code: string | null) =>
  queryOptions({
    queryKey: bookingCheckKeys.tickets(code),
    queryFn: ({ signal }) =>
      staffApi
        .get<{ success: boolean; data: PublicBookingTickets }>(
          `/public/bookings/${encodeURIComponent(code ?? "")}/tickets`,
          undefined,
          { signal },
        )
        .then((answer) => answer.data),
    enabled: code !== null,
    retry: false,
    staleTime: 30_000,
  });

export const usePublicBookingTickets = (code: string | null, enabled: boolean) =>
  useQuery({ ...publicBookingTicketsQuery(code), enabled: enabled && code !== null });
