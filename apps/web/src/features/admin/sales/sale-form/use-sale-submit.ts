import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast";
import { ApiError } from "../../../../lib/api";
import { BOOKINGS_KEY, bookingKeys } from "../api/booking-queries";
import type { Booking } from "../api/booking-types";
import { createBooking } from "../api/create-booking";
import { SALE_SCHEDULES_KEY } from "../api/sale-queries";
import { newIdempotencyKey, placeFieldErrors } from "./place-field-errors";
import { toBookingInput, validateSale } from "./sale-payload";
import type { SaleMode, SaleValues } from "./sale-values";

/**
 * Sends the sale. The form keeps everything typed on a refusal: field errors go on their fields, the
 * API's message above the button. One Idempotency-Key per submission, reused when the very same
 * submission is sent again (a retry after a lost answer cannot sell twice).
 */
export function useSaleSubmit(options: {
  form: UseFormReturn<SaleValues>;
  mode: SaleMode;
  due: number | null;
  onCreated: (booking: Booking) => void;
}) {
  const client = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const { form, mode, due } = options;
    form.clearErrors();
    setFailure([]);
    const checked = validateSale(toBookingInput(form.getValues(), mode, due));
    if (!checked.data) {
      const rest = placeFieldErrors(form, checked.errors);
      setFailure(["Periksa kembali isian yang ditandai merah.", ...rest]);
      return;
    }
    const body = JSON.stringify(checked.data);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setSubmitting(true);
    try {
      const answer = await createBooking(checked.data, attempt.current.key);
      attempt.current = null;
      client.setQueryData(bookingKeys.detail(answer.data.id), answer.data);
      void client.invalidateQueries({ queryKey: [BOOKINGS_KEY] });
      void client.invalidateQueries({ queryKey: [SALE_SCHEDULES_KEY] });
      void client.invalidateQueries({ queryKey: ["agents"] });
      void client.invalidateQueries({ queryKey: ["expedition-companies"] });
      toast.success(answer.message ?? "Booking berhasil disimpan");
      options.onCreated(answer.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : "Terjadi kesalahan. Silakan coba lagi.";
      // Field errors are the 422's; other refusals (quota, limits, plafon) speak in their message.
      const fieldErrors = error instanceof ApiError && error.status === 422 ? error.errors : undefined;
      const rest = fieldErrors ? placeFieldErrors(form, fieldErrors) : [];
      // Shown beside the button (not as a toast too): it stays until the next attempt.
      setFailure([message, ...rest.filter((item) => item !== message)]);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, failure };
}
