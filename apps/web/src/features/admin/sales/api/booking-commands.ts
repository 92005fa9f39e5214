import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { staffApi } from "../../../../lib/api";
import { bookingKeys } from "./booking-queries";
import type { Booking } from "./booking-types";
import { saleKeys } from "./sale-queries";

/** A state change of one booking: `POST /bookings/{id}/{action}`, answering the changed booking. */
export type BookingCommand = { bookingId: number; action: string; body: unknown; success: string };

/**
 * Runs booking commands (payments, approvals, space decisions, cancellation): puts the answer in the
 * detail cache, refreshes every list and toasts the API's message. Refusals are left to the caller.
 */
export function useBookingCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: BookingCommand) =>
      staffApi.post<{ data: Booking; message?: string }>(
        `/bookings/${command.bookingId}/${command.action}`,
        command.body,
      ),
    onSuccess: (answer, command) => {
      client.setQueryData(bookingKeys.detail(command.bookingId), answer.data);
      void client.invalidateQueries({ queryKey: bookingKeys.lists() });
      void client.invalidateQueries({ queryKey: saleKeys.expeditionCompanies() });
      toast.success(answer.message ?? command.success);
    },
  });
}
