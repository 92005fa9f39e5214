import type { PageMeta } from "@ferry/shared/api-errors";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";
import { bookingKeys } from "../sales/api/booking-queries";
import type { BookingSummary } from "../sales/api/booking-types";

/** Bookings whose code starts with `code` (`GET /bookings?code=`); nothing is asked without a code. */
export function useBookingsByCode(code: string) {
  const query = { code, per_page: 10 };
  return useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: () => staffApi.get<{ data: BookingSummary[]; meta: PageMeta }>("/bookings", query),
    enabled: code !== "",
  });
}
