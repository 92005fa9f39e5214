import type { CounterQrisSetting, GatewayOutcome, GatewayPayment } from "@ferry/shared/payment-gateway";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../../lib/api";
import { bookingKeys, bookingQuery } from "../../api/booking-queries";
import type { Booking } from "../../api/booking-types";

/** How often the counter asks whether the QRIS was paid. */
export const QRIS_POLL_MS = 2_000;

export const counterQrisKeys = {
  setting: () => ["/payment-gateway/counter-qris"] as const,
};

/** Whether the counter's QRIS is a dynamic QR at the gateway (`QRIS_LOKET_VIA_GATEWAY`), else recorded by hand. */
export const counterQrisSettingQuery = () =>
  queryOptions({
    queryKey: counterQrisKeys.setting(),
    queryFn: () =>
      staffApi
        .get<{ data: CounterQrisSetting }>("/payment-gateway/counter-qris")
        .then((answer) => answer.data.via_gateway),
    staleTime: 5 * 60_000,
  });

export function useCounterQrisViaGateway(atCounter: boolean): boolean {
  const setting = useQuery({ ...counterQrisSettingQuery(), enabled: atCounter });
  return setting.data === true;
}

/** Charges the waiting counter booking as a dynamic QRIS; the same QR again when asked twice. */
export function useChargeCounterQris() {
  return useMutation({
    mutationFn: (bookingId: number) =>
      staffApi
        .post<{ data: GatewayPayment; message: string }>(`/bookings/${bookingId}/gateway-qris`)
        .then((answer) => answer.data),
  });
}

/** 'Cek Pembayaran': the server asks the gateway now (a late notification); the booking is read again. */
export function useCheckCounterQris(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      staffApi.post<{ data: GatewayOutcome; message: string }>(`/bookings/${bookingId}/gateway-qris/check`),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}

const paid = (booking: Booking | undefined) => booking?.status === "paid" || booking?.status === "confirmed";

/** The booking, asked again every 2 s while it waits for its QRIS payment. */
export function useBookingUntilPaid(bookingId: number) {
  return useQuery({
    ...bookingQuery(bookingId),
    refetchInterval: (query) =>
      query.state.data?.status === "cancel" || paid(query.state.data) ? false : QRIS_POLL_MS,
  });
}
