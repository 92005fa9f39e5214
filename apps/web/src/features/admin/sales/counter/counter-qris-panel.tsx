import type { TicketTemplate } from "@ferry/shared/documents";
import { ticketsPrintable } from "@ferry/shared/documents";
import { QrCode } from "lucide-react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/button";
import { showOnCustomerDisplay, whenDisplayAsks } from "../../../../lib/customer-display";
import { DEFAULT_ZONE, formatRupiah, formatTime } from "../../../../lib/format";
import type { Booking } from "../api/booking-types";
import { useBookingUntilPaid, useChargeCounterQris, useCheckCounterQris } from "./api/counter-qris";
import { openCustomerDisplay } from "./customer-display-window";
import { printTicketsInFrame } from "./print-frame";

/**
 * A counter sale paid by QRIS through the gateway (decision 035): the dynamic QR, large here and on the
 * customer display (`/layar-pelanggan`), the amount and the deadline in the departure port's zone; the
 * booking is asked every 2 s, and once paid its tickets print and `onPaid` shows the sale as done.
 */
export function CounterQrisPanel({
  booking,
  template,
  onPaid,
  onClose,
}: {
  booking: Booking;
  template: TicketTemplate;
  onPaid: (paid: Booking) => void;
  onClose: () => void;
}) {
  const charge = useChargeCounterQris();
  const current = useBookingUntilPaid(booking.id);
  const check = useCheckCounterQris(booking.id);
  const printed = useRef(false);
  const zone = booking.schedule?.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  const qris = charge.data;
  const deadline = qris?.expires_at ? formatTime(qris.expires_at, zone) : null;
  const status = current.data?.status ?? booking.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one charge per booking shown
  useEffect(() => {
    charge.mutate(booking.id);
  }, [booking.id]);
  useEffect(() => {
    if (!qris?.qr_image || status !== "waiting_payment") return;
    const shown = {
      kind: "qris",
      booking_code: booking.booking_code,
      amount: qris.amount,
      qr_image: qris.qr_image,
      deadline,
    } as const;
    showOnCustomerDisplay(shown);
    // A display opened later (e.g. by 'Buka Layar Pelanggan') asks, and gets the QR again.
    return whenDisplayAsks(() => showOnCustomerDisplay(shown));
  }, [qris, deadline, booking.booking_code, status]);
  useEffect(() => {
    const paid = current.data;
    if (!paid || !ticketsPrintable(paid.status) || printed.current) return;
    printed.current = true;
    showOnCustomerDisplay({ kind: "paid", booking_code: paid.booking_code });
    toast.success("Pembayaran QRIS diterima");
    void printTicketsInFrame(paid, template).then((problem) => {
      if (problem) toast.error(problem);
    });
    onPaid(paid);
  }, [current.data, template, onPaid]);
  useEffect(() => {
    if (status === "cancel") showOnCustomerDisplay({ kind: "idle" });
  }, [status]);

  const close = () => {
    showOnCustomerDisplay({ kind: "idle" });
    onClose();
  };
  return (
    <section
      aria-labelledby="qris-title"
      className="mx-auto max-w-lg space-y-3 rounded-xl border border-sky-200 bg-white p-4 text-center shadow-sm dark:border-sky-900 dark:bg-slate-900"
      data-testid="counter-qris"
    >
      <h2 id="qris-title" className="flex items-center justify-center gap-2 text-lg font-semibold">
        <QrCode className="h-5 w-5" aria-hidden="true" /> QRIS booking {booking.booking_code}
      </h2>
      {charge.isPending ? <p role="status">Membuat kode QRIS...</p> : null}
      {charge.isError ? (
        <div role="alert" className="space-y-2 text-red-700 dark:text-red-300">
          <p>{charge.error.message || "Gagal membuat kode QRIS"}</p>
          <Button variant="secondary" onClick={() => charge.mutate(booking.id)}>
            Coba Lagi
          </Button>
        </div>
      ) : null}
      {qris?.qr_image && status === "waiting_payment" ? (
        <>
          <img
            src={qris.qr_image}
            alt="Kode QRIS untuk dipindai"
            className="mx-auto aspect-square w-full max-w-72 rounded bg-white p-1"
          />
          <p className="text-3xl font-bold">{formatRupiah(qris.amount)}</p>
          {deadline ? <p>Bayar sebelum {deadline}</p> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
            Menunggu pembayaran. Tiket tercetak otomatis begitu pembayaran diterima.
          </p>
        </>
      ) : null}
      {status === "cancel" ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Batas waktu pembayaran habis; booking dibatalkan.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {qris && status === "waiting_payment" ? (
          <Button
            variant="secondary"
            disabled={check.isPending}
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(error.message || "Gagal memeriksa pembayaran"),
              })
            }
          >
            {check.isPending ? "Memeriksa..." : "Cek Pembayaran"}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={openCustomerDisplay}>
          Buka Layar Pelanggan
        </Button>
        <Button variant="ghost" onClick={close}>
          Tutup
        </Button>
      </div>
    </section>
  );
}
