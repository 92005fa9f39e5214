import type { PageMeta } from "@ferry/shared/api-errors";
import type { SaleQuote } from "@ferry/shared/booking-answers";
import type {
  CustomerBooking,
  CustomerBookingInput,
  CustomerBookingRow,
  PassengerCorrection,
} from "@ferry/shared/online-booking";
import type { GatewayChoice } from "@ferry/shared/payment-gateway";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerApi, type Query } from "../../../lib/api";
import { type PublicSchedule, QUOTA_REFRESH_MS } from "../../public/schedules/schedules-api";

const BASE = "/customer/bookings";
export const CUSTOMER_BOOKINGS_KEY = ["customer", "bookings"] as const;
// Customer calls never report their 401s to the staff handler.
const init = { skipAuthHandler: true } as const;

/** How often a booking being paid at the gateway is asked again, so it turns into the e-ticket by itself. */
export const GATEWAY_POLL_MS = 3000;

export type HistoryQuery = { page: number; code: string; status: string };

export function useCustomerBookings(query: HistoryQuery) {
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, "list", query],
    queryFn: () =>
      customerApi.get<{ data: CustomerBookingRow[]; meta: PageMeta }>(
        BASE,
        { page: query.page, per_page: 10, code: query.code, status: query.status },
        init,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The sailings open for online sale now (`GET /customer/departures`, the window the booking itself
 * checks): the only ones the picker offers. Seats refresh like the public list's.
 */
export function useOnlineDepartures(query: Query) {
  return useQuery({
    queryKey: ["customer", "departures", query],
    queryFn: () =>
      customerApi.get<{ data: PublicSchedule[]; meta: PageMeta }>("/customer/departures", query, init),
    placeholderData: keepPreviousData,
    refetchInterval: QUOTA_REFRESH_MS,
  });
}

/** One sailing to book (`GET /customer/departures/:id`); one no longer open answers the sale's refusal. */
export function useOnlineDeparture(id: string | null) {
  return useQuery({
    queryKey: ["customer", "departure", id],
    queryFn: () =>
      customerApi
        .get<{ data: PublicSchedule }>(`/customer/departures/${id}`, undefined, init)
        .then((a) => a.data),
    enabled: id !== null,
    retry: false,
  });
}

export function useCustomerBooking(code: string | null) {
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, "detail", code],
    queryFn: () =>
      customerApi.get<{ data: CustomerBooking }>(`${BASE}/${code}`, undefined, init).then((a) => a.data),
    enabled: code !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.gateway?.active ? GATEWAY_POLL_MS : false),
  });
}

export function useQuote() {
  return useMutation({
    mutationFn: (input: CustomerBookingInput) =>
      customerApi.post<{ data: SaleQuote }>(`${BASE}/quote`, input, init).then((answer) => answer.data),
  });
}

/** Books; the same key for retries of one confirmation, so a double click makes one booking. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CustomerBookingInput; key: string }) =>
      customerApi.post<{ data: CustomerBooking; message: string }>(BASE, input, {
        ...init,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY }),
  });
}

function useBookingChange<V>(
  call: (code: string, value: V) => Promise<{ data: CustomerBooking; message: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, value }: { code: string; value: V }) => call(code, value),
    onSuccess: (answer) => {
      client.setQueryData([...CUSTOMER_BOOKINGS_KEY, "detail", answer.data.booking_code], answer.data);
      void client.invalidateQueries({ queryKey: [...CUSTOMER_BOOKINGS_KEY, "list"] });
    },
  });
}

type Changed = { data: CustomerBooking; message: string };

export const useUploadProof = () =>
  useBookingChange<File>((code, file) => {
    const form = new FormData();
    form.append("file", file);
    return customerApi.post<Changed>(`${BASE}/${code}/payment-proof`, form, init);
  });

export const useCancelBooking = () =>
  useBookingChange<null>((code) => customerApi.post<Changed>(`${BASE}/${code}/cancel`, {}, init));

export const useCorrectPassenger = () =>
  useBookingChange<{ id: number; input: PassengerCorrection }>((code, { id, input }) =>
    customerApi.put<Changed>(`${BASE}/${code}/passengers/${id}`, input, init),
  );

export const useChooseGateway = () =>
  useBookingChange<GatewayChoice["method"]>((code, method) =>
    customerApi.post<Changed>(`${BASE}/${code}/gateway-payment`, { method }, init),
  );
