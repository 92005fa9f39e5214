import { ticketsPrintable } from "@ferry/shared/documents";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { presentTicketedBooking, type TicketedBooking } from "../bookings/index";
import { bookingPdf, componentRecipients, fareRows, ticketPdf } from "../documents/index";
import type { ComposeContext, ComposedMail } from "./compose";
import { NOTICE_MESSAGES, Unsendable } from "./messages";
import type { NoticeRow } from "./outbox";
import { ticketTexts } from "./texts";

/** The booking's sailing in words: both ports, the departure in the origin port's zone, the ship. */
function sailingFacts(booking: TicketedBooking) {
  const schedule = booking.schedule;
  const origin = schedule?.route?.port_origin;
  const destination = schedule?.route?.port_destination;
  if (!schedule || !origin || !destination) return [];
  return [
    { label: "Rute", value: `${origin.nama} - ${destination.nama}` },
    { label: "Keberangkatan", value: formatZonedDateTime(schedule.waktu_berangkat, origin.zona_waktu) },
    ...(schedule.ship ? [{ label: "Kapal", value: schedule.ship.nama }] : []),
  ];
}

/**
 * A booking's e-tickets (confirmed, or moved to a new sailing): the booking code, the sailing in its
 * port's zone, a link to the booking check, and (for e-mail) the booking PDF and the tickets PDF
 * (template `normal`), rendered now, at send time, so they show the booking as it is. A booking no longer valid (cancelled
 * meanwhile) is not sent.
 */
export async function composeBookingTickets(ctx: ComposeContext, notice: NoticeRow): Promise<ComposedMail> {
  // A deleted booking empties `booking_id` (the foreign key).
  if (notice.booking_id === null) throw new Unsendable(NOTICE_MESSAGES.bookingGone);
  const booking = await presentTicketedBooking(ctx.documents.db, notice.booking_id);
  if (!ticketsPrintable(booking.status)) {
    throw new Unsendable(NOTICE_MESSAGES.bookingNotValid(booking.booking_code, booking.status_label));
  }
  const code = booking.booking_code;
  const recipients = await componentRecipients(ctx.documents.db);
  const texts =
    ticketTexts[notice.kind === "booking_rescheduled" ? "booking_rescheduled" : "booking_confirmed"];
  return {
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: [texts.intro(code)],
      facts: [
        { label: "Kode booking", value: code },
        ...sailingFacts(booking),
        { label: "Penumpang", value: `${booking.passengers.length} orang` },
        ...(booking.vehicles.length > 0 ? [{ label: "Kendaraan", value: `${booking.vehicles.length}` }] : []),
        ...fareRows(booking.total_harga - booking.biaya_komponen, booking.komponen, recipients),
      ],
      link: ticketTexts.link(code),
      closing: [
        "Booking dan e-tiket terlampir dalam PDF. Tunjukkan QR pada e-tiket di pelabuhan.",
        "Jangan bagikan QR e-tiket kepada orang lain.",
      ],
    },
    files: async () => {
      const bookingFile = await bookingPdf(ctx.documents, booking.id);
      const ticketsFile = await ticketPdf(ctx.documents, booking.id, { template: "normal", paper: "a4" });
      return [
        { filename: `booking-${code}.pdf`, content: bookingFile.pdf, contentType: "application/pdf" },
        { filename: `tiket-${code}.pdf`, content: ticketsFile.pdf, contentType: "application/pdf" },
      ];
    },
  };
}
