import { CircleCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { formatRupiah } from "../../../../lib/format";
import type { Booking } from "../api/booking-types";
import { BookingDetail } from "../booking-detail/booking-detail";
import { BookingDrawer } from "../booking-detail/booking-drawer";
import { stamp } from "../booking-detail/detail-section";
import { BookingStatusBadge, SpaceStatusBadge } from "../ui/status-badges";

/**
 * What happens at the payment deadline. The expiry job never cancels a booking while a transfer of it waits
 * for verification (`overdueBookingIds`), so a counter transfer sale is not told it will be cancelled then.
 */
export function deadlineNote(booking: Booking, expiresAt: string): string {
  const deadline = stamp(expiresAt);
  if (booking.payments.some((payment) => payment.status === "menunggu")) {
    return `Transfer menunggu verifikasi di ACC Pembayaran; selama menunggu, booking tidak dibatalkan otomatis. Bila transfer ditolak dan booking belum lunas, booking batal otomatis setelah ${deadline}.`;
  }
  return `Lunasi sebelum ${deadline}; setelah itu booking batal otomatis.`;
}

/** After a sale: the booking code big, its status, the money, its detail and a fresh start. */
export function SaleSuccess({
  booking,
  onNew,
  focusNew = true,
  children,
}: {
  booking: Booking;
  onNew: () => void;
  /** Whether 'Penjualan Baru' takes the focus (not at the counter, where the next buyer's form has it). */
  focusNew?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="sale-done-title"
      className="mx-auto max-w-lg space-y-4 rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm dark:border-green-900 dark:bg-slate-900"
    >
      <CircleCheck className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
      <h2 id="sale-done-title" className="text-lg font-semibold">
        Booking tersimpan
      </h2>
      <p className="text-sm text-slate-500">Kode booking</p>
      <p className="font-mono text-4xl font-bold tracking-widest" data-testid="booking-code">
        {booking.booking_code}
      </p>
      <div className="flex flex-wrap justify-center gap-1">
        <BookingStatusBadge status={booking.status} label={booking.status_label} />
        <SpaceStatusBadge status={booking.space_status} />
      </div>
      <p className="text-sm">
        Total {formatRupiah(booking.total_harga)} · dibayar {formatRupiah(booking.total_dibayar)}
        {booking.sisa_tagihan > 0 ? ` · sisa ${formatRupiah(booking.sisa_tagihan)}` : ""}
      </p>
      {booking.status === "waiting_payment" && booking.expires_at ? (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {deadlineNote(booking, booking.expires_at)}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Lihat Detail
        </Button>
        <Button onClick={onNew} autoFocus={focusNew}>
          Penjualan Baru
        </Button>
      </div>
      <BookingDrawer bookingId={open ? booking.id : null} onClose={() => setOpen(false)}>
        {(loaded) => <BookingDetail booking={loaded} />}
      </BookingDrawer>
    </section>
  );
}
