import { useQuery } from "@tanstack/react-query";
import { bookingListQuery } from "../../sales/api/booking-queries";

/** Bookings whose code starts with `code` (`GET /bookings?code=`); nothing is asked without a code. */
export const useBookingsByCode = (code: string) =>
  useQuery({
    ...bookingListQuery({ code, per_page: 10 }),
    // Not the list's keepPreviousData: another code's bookings must never show under a new code.
    placeholderData: undefined,
    enabled: code !== "",
  });
