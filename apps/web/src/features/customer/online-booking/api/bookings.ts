import type { ApiSuccess, PageMeta } from "@ferry/shared/api-errors";
import type { SaleQuote } from "@ferry/shared/booking-answers";
import type {
  CustomerBooking,
  CustomerBookingInput,
  CustomerBookingRow,
  PassengerCorrection,
} from "@ferry/shared/online-booking";
import type { GatewayChoice } from "@ferry/shared/payment-gateway";
import type { MessageAnswer } from "@ferry/shared/wire";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerApi } from "../../../../lib/api";
import { customerKeys } from "../../api/customer-keys";

const BASE = "/customer/bookings";
// Customer calls never report their 401s to the staff handler.
export const customerCall = { skipAuthHandler: true } as const;

/** Every booking query of the customer lives under `all`: a new booking or a change refreshes them. */
export const customerBookingKeys = {
  all: [...customerKeys.all, "bookings"] as const,
  lists: () => [...customerBookingKeys.all, "list"] as const,
  list: (query: HistoryQuery) => [...customerBookingKeys.lists(), query] as const,
  detail: (code: string | null) => [...customerBookingKeys.all, "detail", code] as const,
};

/** How often a booking being paid at the gateway is asked again, so it turns into the e-ticket by itself. */
export const GATEWAY_POLL_MS = 3000;

export type HistoryQuery = { page: number; code: string; status: string };

export const customerBookingsQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: customerBookingKeys.list(query),
    queryFn: () =>
      customerApi.get<{ data: CustomerBookingRow[]; meta: PageMeta }>(
        BASE,
        { page: query.page, per_page: 10, code: query.code, status: query.status },
        customerCall,
      ),
    placeholderData: keepPreviousData,
  });

export const customerBookingQuery = (code: string | null) =>
  queryOptions({
    queryKey: customerBookingKeys.detail(code),
    queryFn: () =>
      customerApi
        .get<{ data: CustomerBooking }>(`${BASE}/${code}`, undefined, customerCall)
        .then((a) => a.data),
    enabled: code !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.gateway?.active ? GATEWAY_POLL_MS : false),
  });

export const useCustomerBookings = (query: HistoryQuery) => useQuery(customerBookingsQuery(query));
export const useCustomerBooking = (code: string | null) => useQuery(customerBookingQuery(code));

export function useQuote() {
  return useMutation({
    mutationFn: (input: CustomerBookingInput) =>
      customerApi
        .post<{ data: SaleQuote }>(`${BASE}/quote`, input, customerCall)
        .then((answer) => answer.data),
  });
}

/** Books; the same key for retries of one confirmation, so a double click makes one booking. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CustomerBookingInput; key: string }) =>
      customerApi.post<{ data: CustomerBooking; message: string }>(BASE, input, {
        ...customerCall,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerBookingKeys.all }),
  });
}

function useBookingChange<V>(
  call: (code: string, value: V) => Promise<{ data: CustomerBooking; message: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, value }: { code: string; value: V }) => call(code, value),
    onSuccess: (answer) => {
      client.setQueryData(customerBookingKeys.detail(answer.data.booking_code), answer.data);
      void client.invalidateQueries({ queryKey: customerBookingKeys.lists() });
    },
  });
}

type Changed = ApiSuccess<CustomerBooking> & MessageAnswer;

export const useUploadProof = () =>
  useBookingChange<File>((code, file) => {
    const form = new FormData();
    form.append("file", file);
    return customerApi.post<Changed>(`${BASE}/${code}/payment-proof`, form, customerCall);
  });

export const useCancelBooking = () =>
  useBookingChange<null>((code) => customerApi.post<Changed>(`${BASE}/${code}/cancel`, {}, customerCall));

export const useCorrectPassenger = () =>
  useBookingChange<{ id: number; input: PassengerCorrection }>((code, { id, input }) =>
    customerApi.put<Changed>(`${BASE}/${code}/passengers/${id}`, input, customerCall),
  );

export const useChooseGateway = () =>
  useBookingChange<GatewayChoice["method"]>((code, method) =>
    customerApi.post<Changed>(`${BASE}/${code}/gateway-payment`, { method }, customerCall),
  );
