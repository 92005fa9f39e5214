import type { ApiSuccess as Answer, ApiPage as Page } from "@ferry/shared/api-errors";
import type { RescheduleQuote } from "@ferry/shared/booking-answers";
import type { BookingForRefund, Refund, RefundKind, refundQuoteAnswerSchema } from "@ferry/shared/refunds";
import type { Schedule } from "@ferry/shared/schedules";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { type Query, staffApi } from "../../../../lib/api";

/** The refunds' and reschedules' API (docs/decisions/012-refunds-and-reschedules.md). */

export type { BookingForRefund, Refund };

export type RefundQuote = z.input<typeof refundQuoteAnswerSchema>;

export type { RescheduleQuote };

/** A sailing the booking may move to (`GET /bookings/{id}/reschedule/options`). */
export type SailingOption = Schedule;

/** The refund lists and the looked-up booking, refreshed together after every refund decision. */
export const refundKeys = {
  all: ["/refunds"] as const,
  page: (query: Query) => [...refundKeys.all, query] as const,
  bookingLookups: () => ["/refunds/booking"] as const,
  booking: (code: string) => [...refundKeys.bookingLookups(), code] as const,
  sailingOptions: (bookingId: number) => ["/bookings/reschedule/options", bookingId] as const,
};

export const refundsQuery = (query: Query) =>
  queryOptions({
    queryKey: refundKeys.page(query),
    queryFn: () => staffApi.get<Page<Refund>>("/refunds", query),
    placeholderData: keepPreviousData,
  });

export const bookingForRefundQuery = (code: string) =>
  queryOptions({
    queryKey: refundKeys.booking(code),
    queryFn: () => staffApi.get<Answer<BookingForRefund>>("/refunds/booking", { code }).then((a) => a.data),
    retry: false,
  });

export const quoteRefund = (body: {
  booking_id: number;
  tickets: { jenis: RefundKind; ticket_id: number }[];
}) => staffApi.post<Answer<RefundQuote>>("/refunds/quote", body).then((answer) => answer.data);

export const sailingOptionsQuery = (bookingId: number) =>
  queryOptions({
    queryKey: refundKeys.sailingOptions(bookingId),
    queryFn: () =>
      staffApi
        .get<Answer<SailingOption[]>>(`/bookings/${bookingId}/reschedule/options`)
        .then((answer) => answer.data),
  });

export const quoteReschedule = (bookingId: number, toScheduleId: number) =>
  staffApi
    .post<Answer<RescheduleQuote>>(`/bookings/${bookingId}/reschedule/quote`, {
      to_schedule_id: toScheduleId,
    })
    .then((answer) => answer.data);

/** A POST that refreshes the refund lists and the looked-up booking afterwards. */
function useRefundMutation<B>(path: (body: B) => string, payload: (body: B) => unknown = (body) => body) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => staffApi.post<{ message?: string }>(path(body), payload(body)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: refundKeys.all });
      void client.invalidateQueries({ queryKey: refundKeys.bookingLookups() });
    },
  });
}

/** Files a refund request for picked tickets of a booking. */
export const useRequestRefund = () => useRefundMutation<object>(() => "/refunds");

/** Approves many waiting refunds of cancelled sailings at once. */
export const useApproveRefundsInBulk = () => useRefundMutation<object>(() => "/refunds/approve-bulk");

/** Approves or rejects one refund with its decision's body (payment or reason). */
export const useDecideRefund = () =>
  useRefundMutation<{ id: number; action: string; body: object }>(
    (body) => `/refunds/${body.id}/${body.action}`,
    (body) => body.body,
  );

/** Moves a booking to another sailing (the difference paid or refunded as the body says). */
export const useReschedule = (bookingId: number) =>
  useRefundMutation<object>(() => `/bookings/${bookingId}/reschedule`);

export const useRefunds = (query: Query) => useQuery(refundsQuery(query));
export const useBookingForRefund = (code: string) =>
  useQuery({ ...bookingForRefundQuery(code), enabled: code.length > 0 });
export const useSailingOptions = (bookingId: number, enabled: boolean) =>
  useQuery({ ...sailingOptionsQuery(bookingId), enabled });
