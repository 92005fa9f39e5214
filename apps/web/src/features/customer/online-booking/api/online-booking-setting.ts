import type { PublicOnlineBooking } from "@ferry/shared/online-booking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { publicKeys } from "../../../public/api/public-keys";

/** What the public needs to know of the operator's 'Booking Online' setting (`GET /api/public/online-booking`). */
type OnlineBookingInfo = Pick<PublicOnlineBooking, "enabled">;

export const onlineBookingSettingKeys = { all: [...publicKeys.all, "online-booking"] as const };

export const onlineBookingSettingQuery = () =>
  queryOptions({
    queryKey: onlineBookingSettingKeys.all,
    queryFn: () =>
      staffApi.get<{ data: PublicOnlineBooking }>("/public/online-booking").then((answer) => answer.data),
    staleTime: 60_000,
    retry: false,
  });

/**
 * Whether customers may book online. Off (the specification's behaviour: the counter modal and the
 * 'under development' pages) until the server says otherwise, also when the call fails.
 */
export function useOnlineBooking(): OnlineBookingInfo {
  return useQuery(onlineBookingSettingQuery()).data ?? { enabled: false };
}
