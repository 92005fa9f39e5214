import { BOOKING_CHECK_MESSAGES, bookingCodeSchema } from "@ferry/shared/booking-check";
import { useQueryClient } from "@tanstack/react-query";
import { SearchX, Ticket } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { ApiError } from "../../../lib/api";
import { usePdfServiceOnline } from "../../print/api/pdf-service";
import { bookingCheckKeys, usePublicBooking, usePublicBookingTickets } from "./api/booking-check";
import { BookingCheckForm } from "./booking-check-form";
import { BookingResult } from "./booking-result";

/** The code of `?code=`, checked like the form does: a valid code to look up, or the message why not. */
function codeOfUrl(raw: string | null): { code: string | null; error: string | null } {
  if (raw === null) return { code: null, error: null };
  const parsed = bookingCodeSchema.safeParse(raw);
  return parsed.success
    ? { code: parsed.data, error: null }
    : { code: null, error: parsed.error.issues[0]?.message ?? BOOKING_CHECK_MESSAGES.required };
}

/** 404: 'Kode booking tidak ditemukan'; otherwise the server's message, or 'Gagal memeriksa booking'. */
function checkFailure(error: unknown): { notFound: boolean; message: string } {
  if (error instanceof ApiError && error.status === 404) {
    return { notFound: true, message: BOOKING_CHECK_MESSAGES.notFound };
  }
  const sent =
    error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return {
    notFound: false,
    message: typeof sent === "string" && sent ? sent : BOOKING_CHECK_MESSAGES.checkFailed,
  };
}

/**
 * /cek-booking (public specification section 2): look a booking up by its code (kept in `?code=` so the
 * link can be shared), see it and print its booking document and, once confirmed, its tickets.
 */
export function BookingCheckPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get("code");
  const fromUrl = codeOfUrl(raw);
  const queryClient = useQueryClient();

  const booking = usePublicBooking(fromUrl.code);
  const confirmed = booking.data?.status === "confirmed";
  const tickets = usePublicBookingTickets(fromUrl.code, confirmed);
  const service = usePdfServiceOnline("public", confirmed);

  const check = (code: string) => {
    if (code === fromUrl.code) void booking.refetch();
    else setSearchParams({ code });
  };
  const reset = () => {
    void queryClient.cancelQueries({ queryKey: bookingCheckKeys.all });
    queryClient.removeQueries({ queryKey: bookingCheckKeys.all });
    setSearchParams({});
  };

  const failure = booking.error ? checkFailure(booking.error) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-2 text-3xl font-bold">Cek Booking</h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">
        Masukkan kode booking untuk melihat detail pemesanan dan mencetak tiket Anda.
      </p>
      <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
        <BookingCheckForm
          linked={raw ?? ""}
          linkedError={fromUrl.error}
          loading={booking.isFetching}
          onCheck={check}
          onReset={reset}
        />
      </div>
      <div aria-live="polite">
        {fromUrl.code === null ? (
          <EmptyState
            icon={Ticket}
            title="Masukkan Kode Booking"
            description="Kode booking tercantum pada bukti pemesanan Anda."
          />
        ) : booking.isPending ? (
          <div
            role="status"
            aria-label="Memeriksa booking"
            className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
          />
        ) : failure?.notFound ? (
          <EmptyState
            icon={SearchX}
            title="Booking Tidak Ditemukan"
            description={
              <>
                {failure.message}. Periksa kembali kode booking Anda; kode terdiri dari huruf dan angka tanpa
                spasi.
              </>
            }
          />
        ) : failure ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300"
          >
            {failure.message}
          </p>
        ) : booking.data ? (
          <BookingResult
            booking={booking.data}
            tickets={{
              data: confirmed ? tickets.data : undefined,
              loading: tickets.isPending,
              failed: tickets.isError,
            }}
            serviceOnline={service.data}
          />
        ) : null}
      </div>
    </div>
  );
}
