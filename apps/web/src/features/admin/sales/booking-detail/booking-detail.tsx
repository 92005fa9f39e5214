import { cancelledLabel } from "@ferry/shared/sailing-notices";
import type { ReactNode } from "react";
import { formatRupiah } from "../../../../lib/format";
import type { Booking, BookingPayment } from "../api/booking-types";
import { scheduleTimes } from "../sale-form/schedule-card";
import { Line, PriceLines } from "../ui/price-lines";
import { Badge, BookingStatusBadge, ChannelBadge, SpaceStatusBadge } from "../ui/status-badges";
import { BookingPeople } from "./booking-people";
import { DetailSection, Facts, stamp } from "./detail-section";
import { PaymentList } from "./payment-list";
import { StatusHistory } from "./status-history";

/**
 * Everything about one booking: code and status, sailing, who ordered, passengers and vehicles with
 * their riders, prices, payments with proofs, status history and tickets. `paymentActions` adds buttons
 * to payments (approve / reject); `children` sits under the header (the page's actions).
 */
export function BookingDetail({
  booking,
  paymentActions,
  children,
}: {
  booking: Booking;
  paymentActions?: (payment: BookingPayment) => ReactNode;
  children?: ReactNode;
}) {
  const schedule = booking.schedule;
  const times = schedule ? scheduleTimes(schedule) : null;
  const route = schedule?.route;
  const tickets = booking.tickets ?? { passenger_tickets: [], vehicle_tickets: [] };
  const unpaid = booking.status === "pending" || booking.status === "waiting_payment";
  return (
    <article className="space-y-4" aria-label={`Booking ${booking.booking_code}`}>
      <header className="space-y-1">
        <p className="font-mono text-2xl font-bold tracking-wider">{booking.booking_code}</p>
        <div className="flex flex-wrap gap-1">
          <BookingStatusBadge status={booking.status} label={booking.status_label} />
          <SpaceStatusBadge status={booking.space_status} />
          <ChannelBadge channel={booking.channel} />
          {booking.on_credit ? <Badge tone="bg-violet-100 text-violet-800">Kredit</Badge> : null}
          {booking.terdampak_at ? <Badge tone="bg-red-100 text-red-800">Terdampak pembatalan</Badge> : null}
        </div>
        {booking.terdampak_at ? (
          <p className="text-xs text-red-700 dark:text-red-400">
            {cancelledLabel(schedule?.alasan_batal ?? null)}: pindahkan ke pelayaran lain atau refund tanpa
            biaya
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          Dibuat {stamp(booking.created_at)}
          {booking.created_by ? ` oleh ${booking.created_by.nama_lengkap}` : ""}
          {booking.agent ? ` · Agen ${booking.agent.nama_lengkap}` : ""}
        </p>
        {unpaid && booking.expires_at ? (
          <p className="text-xs text-amber-700 dark:text-amber-400">
            Batas pembayaran {stamp(booking.expires_at)}
          </p>
        ) : null}
      </header>
      {children}
      <DetailSection title="Jadwal">
        <Facts
          items={[
            ["Rute", route ? `${route.kode_rute} · ${route.nama_rute}` : "-"],
            ["Berangkat", times ? `${times.date}, ${times.departure}` : "-"],
            ["Tiba", times?.arrival ?? "-"],
            ["Kapal", schedule?.ship?.nama ?? "-"],
          ]}
        />
      </DetailSection>
      <DetailSection title="Pemesan">
        <Facts
          items={[
            ["Nama", booking.pemesan_nama],
            ["Telepon", booking.pemesan_telepon ?? "-"],
            ["Email", booking.pemesan_email ?? "-"],
            ...(booking.expedition_company
              ? ([["Perusahaan ekspedisi", booking.expedition_company.nama]] as [string, string][])
              : []),
            ...(booking.keterangan ? ([["Keterangan", booking.keterangan]] as [string, string][]) : []),
          ]}
        />
      </DetailSection>
      <BookingPeople booking={booking} />
      <DetailSection title="Harga">
        <PriceLines totals={booking}>
          <Line label="Dibayar" value={booking.total_dibayar} />
          <div className="flex justify-between font-semibold">
            <dt>Sisa tagihan</dt>
            <dd className={booking.sisa_tagihan > 0 ? "text-red-600" : ""}>
              {formatRupiah(booking.sisa_tagihan)}
            </dd>
          </div>
        </PriceLines>
      </DetailSection>
      <PaymentList payments={booking.payments} actions={paymentActions} />
      <StatusHistory history={booking.history} />
      <DetailSection title="Tiket">
        <p className="text-sm">
          {tickets.passenger_tickets.length + tickets.vehicle_tickets.length === 0
            ? "Belum ada tiket. Tiket terbit saat booking dikonfirmasi."
            : `${tickets.passenger_tickets.length} tiket penumpang · ${tickets.vehicle_tickets.length} tiket kendaraan`}
        </p>
      </DetailSection>
    </article>
  );
}
