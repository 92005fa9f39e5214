import {
  type PublicBooking,
  type PublicBookingTickets,
  ticketsOfferedPublicly,
} from "@ferry/shared/booking-check";
import { bookingStatusLabel } from "@ferry/shared/bookings";
import { DEFAULT_ZONE, formatDateTime, zoneLabel } from "../../../lib/format";
import type { PrintDocument } from "../../print/document-paths";
import { PrintMenu } from "../../print/print-menu";
import type { PrintAction } from "../../print/print-messages";
import { runPrintAction } from "../../print/run-print";
import { DelayedNotice } from "../schedules/delayed-notice";
import { CostSummary, ImportantInfo, PassengerTable, TripInfo, VehicleList } from "./booking-sections";
import { BookingCheckStatusBadge } from "./booking-status-badge";
import { SailingCancelled } from "./sailing-cancelled";
import { TicketsBanner } from "./tickets-banner";

type TicketsState = { data: PublicBookingTickets | undefined; loading: boolean; failed: boolean };

/** A found booking: head with the 'Cetak' menu, the tickets banner (confirmed only) and its sections. */
export function BookingResult({
  booking,
  tickets,
  serviceOnline,
}: {
  booking: PublicBooking;
  tickets: TicketsState;
  serviceOnline: boolean | undefined;
}) {
  const confirmed = ticketsOfferedPublicly(booking.status);
  const zone = booking.schedule?.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  const ticketCount =
    (tickets.data?.passenger_tickets.length ?? 0) + (tickets.data?.vehicle_tickets.length ?? 0);
  const print = (document: PrintDocument, action: PrintAction) =>
    void runPrintAction({ scope: "public", code: booking.booking_code }, document, action, {
      ticketStatusOk: confirmed,
      statusLabel: bookingStatusLabel(booking.status),
      ticketsAvailable: ticketCount > 0,
      serviceOnline,
    });

  return (
    <div className="space-y-4">
      <section
        aria-label="Ringkasan booking"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-slate-500 dark:text-slate-400">Kode Booking</p>
          <p className="font-mono text-2xl font-bold tracking-widest break-all" data-testid="booking-code">
            {booking.booking_code}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Dibuat: {formatDateTime(booking.created_at, zone)} {zoneLabel(zone)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <BookingCheckStatusBadge status={booking.status} />
          <PrintMenu showTickets={confirmed} onAction={print} />
        </div>
      </section>
      <SailingCancelled booking={booking} />
      {booking.schedule ? (
        <DelayedNotice
          schedule={booking.schedule}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
        />
      ) : null}
      {confirmed ? (
        <TicketsBanner tickets={tickets.data} loading={tickets.loading} failed={tickets.failed} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TripInfo schedule={booking.schedule} />
        <CostSummary booking={booking} />
      </div>
      <PassengerTable passengers={booking.passengers} />
      <VehicleList vehicles={booking.vehicles} />
      <ImportantInfo />
    </div>
  );
}
