import type { PageMeta } from "@ferry/shared/api-errors";
import type { RescheduleQuote } from "@ferry/shared/booking-answers";
import type { BookingForRefund, Refund, RefundKind, refundQuoteAnswerSchema } from "@ferry/shared/refunds";
import type { Schedule } from "@ferry/shared/schedules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { type Query, staffApi } from "../../../lib/api";

/** The refunds' and reschedules' API (docs/decisions/012-refunds-and-reschedules.md). */

type Answer<T> = { data: T; message?: string };
type Page<T> = { data: T[]; meta: PageMeta };

export type { BookingForRefund, Refund };

export type RefundQuote = z.input<typeof refundQuoteAnswerSchema>;

export type { RescheduleQuote };

/** A sailing the booking may move to (`GET /bookings/{id}/reschedule/options`). */
export type SailingOption = Schedule;

export function useRefunds(query: Query) {
  return useQuery({
    queryKey: ["/refunds", query],
    queryFn: () => staffApi.get<Page<Refund>>("/refunds", query),
    placeholderData: keepPreviousData,
  });
}

export function useBookingForRefund(code: string) {
  return useQuery({
    queryKey: ["/refunds/booking", code],
    queryFn: () => staffApi.get<Answer<BookingForRefund>>("/refunds/booking", { code }).then((a) => a.data),
    enabled: code.length > 0,
    retry: false,
  });
}

export const quoteRefund = (body: {
  booking_id: number;
  tickets: { jenis: RefundKind; ticket_id: number }[];
}) => staffApi.post<Answer<RefundQuote>>("/refunds/quote", body).then((answer) => answer.data);

export function useSailingOptions(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["/bookings/reschedule/options", bookingId],
    queryFn: () =>
      staffApi
        .get<Answer<SailingOption[]>>(`/bookings/${bookingId}/reschedule/options`)
        .then((answer) => answer.data),
    enabled,
  });
}

export const quoteReschedule = (bookingId: number, toScheduleId: number) =>
  staffApi
    .post<Answer<RescheduleQuote>>(`/bookings/${bookingId}/reschedule/quote`, {
      to_schedule_id: toScheduleId,
    })
    .then((answer) => answer.data);

/** A POST that refreshes the refund lists and the looked-up booking afterwards. */
export function useRefundMutation<B>(
  path: (body: B) => string,
  payload: (body: B) => unknown = (body) => body,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => staffApi.post<{ message?: string }>(path(body), payload(body)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["/refunds"] });
      void client.invalidateQueries({ queryKey: ["/refunds/booking"] });
    },
  });
}
