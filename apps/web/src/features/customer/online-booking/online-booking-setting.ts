import type { PublicOnlineBooking } from "@ferry/shared/online-booking";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

/** What the public needs to know of the operator's 'Booking Online' setting (`GET /api/public/online-booking`). */
type OnlineBookingInfo = Pick<PublicOnlineBooking, "enabled">;

/**
 * Whether customers may book online. Off (the specification's behaviour: the counter modal and the
 * 'under development' pages) until the server says otherwise, also when the call fails.
 */
export function useOnlineBooking(): OnlineBookingInfo {
  const query = useQuery({
    queryKey: ["public", "online-booking"],
    queryFn: () =>
      staffApi.get<{ data: PublicOnlineBooking }>("/public/online-booking").then((answer) => answer.data),
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? { enabled: false };
}
