import { bookingStatusLabel } from "@ferry/shared/bookings";
import { ticketsPrintable } from "@ferry/shared/documents";
import { Spinner } from "../../../components/ui/spinner";
import { usePdfServiceOnline } from "../../print/api/pdf-service";
import type { PrintDocument } from "../../print/document-paths";
import type { PrintAction } from "../../print/print-messages";
import { PrintPanel } from "../../print/print-panel";
import { runPrintAction } from "../../print/run-print";
import { useBooking } from "../sales/api/booking-queries";
import { DetailSection, Facts, stamp } from "../sales/booking-detail/detail-section";
import { scheduleTimes } from "../sales/sale-form/schedule-card";
import { BookingStatusBadge, ChannelBadge } from "../sales/ui/status-badges";
import { TicketTable } from "./ticket-table";

/** One booking at the print desk: its status, sailing and tickets, and every document to print. */
export function BookingPrintCard({ id }: { id: number }) {
  const query = useBooking(id);
  const booking = query.data;
  const printable = booking ? ticketsPrintable(booking.status) : false;
  const service = usePdfServiceOnline("staff", printable);
  if (query.isPending) return <Spinner label="Memuat booking..." />;
  if (!booking) {
    return (
      <p role="alert" className="text-red-600">
        {query.error?.message ?? "Gagal memuat booking"}
      </p>
    );
  }
  const ticketCount = booking.tickets.passenger_tickets.length + booking.tickets.vehicle_tickets.length;
  const times = booking.schedule ? scheduleTimes(booking.schedule) : null;
  const print = (document: PrintDocument, action: PrintAction) =>
    void runPrintAction({ scope: "staff", id: booking.id, code: booking.booking_code }, document, action, {
      ticketStatusOk: printable,
      statusLabel: bookingStatusLabel(booking.status),
      ticketsAvailable: ticketCount > 0,
      serviceOnline: service.data,
    });
  return (
    <article
      aria-label={`Booking ${booking.booking_code}`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="space-y-1">
        <p className="font-mono text-2xl font-bold tracking-wider">{booking.booking_code}</p>
        <div className="flex flex-wrap gap-1">
          <BookingStatusBadge status={booking.status} label={booking.status_label} />
          <ChannelBadge channel={booking.channel} />
        </div>
        <p className="text-xs text-slate-500">Dibuat {stamp(booking.created_at)}</p>
      </header>
      {printable ? null : (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          Tiket hanya dapat dicetak untuk booking yang sudah dibayar atau dikonfirmasi.
        </p>
      )}
      <DetailSection title="Jadwal">
        <Facts
          items={[
            ["Rute", booking.schedule?.route?.nama_rute ?? "-"],
            ["Berangkat", times ? `${times.date}, ${times.departure}` : "-"],
            ["Kapal", booking.schedule?.ship?.nama ?? "-"],
            ["Pemesan", booking.pemesan_nama],
          ]}
        />
      </DetailSection>
      <DetailSection title={`Tiket (${ticketCount})`}>
        <TicketTable booking={booking} />
      </DetailSection>
      <DetailSection title="Cetak">
        {service.data === false ? (
          <p className="text-sm text-amber-700 dark:text-amber-400">Service PDF sedang offline.</p>
        ) : null}
        <PrintPanel onAction={print} />
      </DetailSection>
    </article>
  );
}
