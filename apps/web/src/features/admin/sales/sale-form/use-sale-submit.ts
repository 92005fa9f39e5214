import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast";
import { ApiError } from "../../../../lib/api";
import { agentSalesKeys } from "../../agent-sales/api/agent-sales";
import { bookingKeys } from "../api/booking-queries";
import type { Booking } from "../api/booking-types";
import { createBooking } from "../api/create-booking";
import { saleKeys } from "../api/sale-queries";
import { newIdempotencyKey, placeFieldErrors } from "./place-field-errors";
import { toBookingInput, validateSale } from "./sale-payload";
import type { SaleMode, SaleValues } from "./sale-values";

/** Said when the answer to a sale never came: it may have been saved all the same. */
export const SALE_MAYBE_SAVED =
  "Penjualan ini mungkin sudah tersimpan. Periksa daftar booking sebelum menjual ulang.";

/**
 * The answer was lost, not refused: no connection, a server error or a gateway's timeout (5xx, 408), or
 * anything else we cannot read. The sale may have committed. A 4xx refusal says it did not.
 */
function answerLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/**
 * Sends the sale. The form keeps everything typed on a refusal: field errors go on their fields, the
 * API's message above the button. One Idempotency-Key per sale: reused when the very same submission is
 * sent again, and after a lost answer reused for whatever is sent next (edited or not), so that a sale
 * that was saved after all is answered again instead of sold twice. Only a refusal (nothing saved) or a
 * success lets the next submission take a new key.
 */
export function useSaleSubmit(options: {
  form: UseFormReturn<SaleValues>;
  mode: SaleMode;
  due: number | null;
  onCreated: (booking: Booking) => void;
  /** The sale is sent without its payment (a counter QRIS charged at the gateway after it is saved). */
  withoutPayment?: boolean;
}) {
  const client = useQueryClient();
  const attempt = useRef<{ key: string; body: string; maybeSaved: boolean } | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const { form, mode, due } = options;
    form.clearErrors();
    setFailure([]);
    const input = toBookingInput(form.getValues(), mode, due);
    const checked = validateSale(options.withoutPayment ? { ...input, payment: undefined } : input);
    if (!checked.data) {
      const rest = placeFieldErrors(form, checked.errors);
      setFailure(["Periksa kembali isian yang ditandai merah.", ...rest]);
      return;
    }
    const body = JSON.stringify(checked.data);
    const earlier = attempt.current;
    const sale =
      earlier && (earlier.maybeSaved || earlier.body === body)
        ? { ...earlier, body }
        : { key: newIdempotencyKey(), body, maybeSaved: false };
    attempt.current = sale;
    setSubmitting(true);
    try {
      const answer = await createBooking(checked.data, sale.key);
      attempt.current = null;
      client.setQueryData(bookingKeys.detail(answer.data.id), answer.data);
      void client.invalidateQueries({ queryKey: bookingKeys.all });
      void client.invalidateQueries({ queryKey: saleKeys.schedules() });
      void client.invalidateQueries({ queryKey: agentSalesKeys.all });
      void client.invalidateQueries({ queryKey: saleKeys.expeditionCompanies() });
      toast.success(answer.message ?? "Booking berhasil disimpan");
      options.onCreated(answer.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : "Terjadi kesalahan. Silakan coba lagi.";
      // A refusal under this key means nothing was saved under it; a lost answer keeps the doubt.
      sale.maybeSaved = answerLost(error);
      // Field errors are the 422's; other refusals (quota, limits, plafon) speak in their message.
      const fieldErrors = error instanceof ApiError && error.status === 422 ? error.errors : undefined;
      const rest = fieldErrors ? placeFieldErrors(form, fieldErrors) : [];
      // Shown beside the button (not as a toast too): it stays until the next attempt.
      const warning = sale.maybeSaved ? [SALE_MAYBE_SAVED] : [];
      setFailure([...warning, message, ...rest.filter((item) => item !== message)]);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, failure };
}
