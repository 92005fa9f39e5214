import {
  DOCUMENT_MESSAGES,
  type PaperSize,
  type PdfServiceStatus,
  type TicketTemplate,
  ticketsPrintable,
} from "@ferry/shared/documents";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { presentBooking, presentTicketedBooking } from "../bookings/index";
import { documentCompany } from "./company";
import { componentRecipients, ticketSecrets } from "./lookup";
import { bookingDocumentView } from "./render/booking-view";
import { renderBookingHtml } from "./render/html-booking";
import { renderTicketHtml } from "./render/html-ticket";
import type { DocumentRenderer, RenderedPdf } from "./render/renderer";
import { ticketDocumentView } from "./render/ticket-view";

export type DocumentContext = { db: Database; dataDir: string; renderer: DocumentRenderer };
export type TicketRequest = { template: TicketTemplate; paper: PaperSize };

/** A booking whose tickets may be printed: paid or confirmed (403), with its ticket rows (409). */
async function printableBooking(db: Database, bookingId: number) {
  const booking = await presentTicketedBooking(db, bookingId);
  if (!ticketsPrintable(booking.status)) throw new AppError("ACCESS_DENIED", DOCUMENT_MESSAGES.notPrintable);
  const { passenger_tickets, vehicle_tickets } = booking.tickets;
  if (passenger_tickets.length + vehicle_tickets.length === 0) {
    throw new AppError("CONFLICT", DOCUMENT_MESSAGES.ticketsMissing);
  }
  return booking;
}

async function ticketSource(ctx: DocumentContext, bookingId: number, request: TicketRequest) {
  const booking = await printableBooking(ctx.db, bookingId);
  const { company, assets, terms } = await documentCompany(ctx.db, ctx.dataDir);
  const secrets = await ticketSecrets(ctx.db, bookingId);
  const recipients = await componentRecipients(ctx.db);
  const view = ticketDocumentView({ booking, secrets, company, terms, recipients, ...request });
  return { view, assets };
}

async function bookingSource(ctx: DocumentContext, bookingId: number) {
  const booking = await presentBooking(ctx.db, bookingId);
  const { company, assets } = await documentCompany(ctx.db, ctx.dataDir);
  const recipients = await componentRecipients(ctx.db);
  return { view: bookingDocumentView(booking, company, recipients), assets };
}

export async function ticketPdf(
  ctx: DocumentContext,
  bookingId: number,
  request: TicketRequest,
): Promise<RenderedPdf & { code: string }> {
  const { view, assets } = await ticketSource(ctx, bookingId, request);
  const rendered = await ctx.renderer.pdf(bookingId, `tiket-${request.template}-${view.paper}`, {
    view,
    assets,
  });
  return { ...rendered, code: view.booking_code };
}

export async function ticketPreview(ctx: DocumentContext, bookingId: number, request: TicketRequest) {
  const { view, assets } = await ticketSource(ctx, bookingId, request);
  return { code: view.booking_code, html: renderTicketHtml(view, assets) };
}

/** The booking document exists in every status: it states the status. */
export async function bookingPdf(
  ctx: DocumentContext,
  bookingId: number,
): Promise<RenderedPdf & { code: string }> {
  const { view, assets } = await bookingSource(ctx, bookingId);
  const rendered = await ctx.renderer.pdf(bookingId, "booking", { view, assets });
  return { ...rendered, code: view.booking_code };
}

export async function bookingPreview(ctx: DocumentContext, bookingId: number) {
  const { view, assets } = await bookingSource(ctx, bookingId);
  return { code: view.booking_code, html: renderBookingHtml(view, assets) };
}

/** The PDF engine's state under the key the original client reads (`gotenberg`). */
export async function engineStatus(renderer: DocumentRenderer): Promise<PdfServiceStatus> {
  const available = await renderer.healthy();
  return {
    gotenberg: {
      name: "pdfkit (in-process)",
      available,
      status: available ? "online" : "offline",
    },
  };
}
