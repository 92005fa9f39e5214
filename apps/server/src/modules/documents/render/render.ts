import type { BookingDocumentView } from "./booking-view";
import { renderBookingPdf } from "./pdf-booking";
import { type RenderOptions, renderTicketPdf } from "./pdf-ticket";
import type { TicketDocumentView } from "./ticket-view";
import type { DocumentAssets } from "./view";

export type DocumentView = TicketDocumentView | BookingDocumentView;

/** Everything a PDF is made of: plain data, so it can be sent to a worker thread as it is. */
export type RenderJob = { view: DocumentView; assets: DocumentAssets; options?: RenderOptions };

export function renderPdf(job: RenderJob): Promise<Buffer> {
  return job.view.kind === "tickets"
    ? renderTicketPdf(job.view, job.assets, job.options)
    : renderBookingPdf(job.view, job.assets, job.options);
}

/** Documents of more than a few tickets (or a long passenger list) are rendered off the request loop. */
export const BULK_TICKETS = 4;
export const BULK_BOOKING_LINES = 40;

export function isBulk(view: DocumentView): boolean {
  if (view.kind === "tickets") return view.tickets.length > BULK_TICKETS;
  return view.tables.reduce((sum, table) => sum + table.rows.length, 0) > BULK_BOOKING_LINES;
}
