import type { TicketTemplate } from "@ferry/shared/documents";
import type { PrintAction } from "./print-messages";

/** Whose documents: the public ones by booking code, or the staff ones by booking id (bearer sent). */
export type DocumentTarget = { scope: "public"; code: string } | { scope: "staff"; id: number; code: string };

/** The booking document or one ticket template. */
export type PrintDocument = "booking" | TicketTemplate;

const MODE: Record<PrintAction, "preview" | "pdf" | "download"> = {
  preview: "preview",
  print: "pdf",
  download: "download",
};

/** The API path (under /api) of a document for an action (public specification section 7). */
export function documentPath(target: DocumentTarget, document: PrintDocument, action: PrintAction): string {
  const mode = MODE[action];
  if (target.scope === "public") {
    const code = encodeURIComponent(target.code);
    return document === "booking"
      ? `/public/bookings/${code}/booking/${mode}`
      : `/public/tickets/bookings/${code}/${mode}/${document}`;
  }
  return document === "booking"
    ? `/bookings/${target.id}/booking/${mode}`
    : `/tickets/bookings/${target.id}/${mode}/${document}`;
}

/** Where the PDF engine's state is read. */
export function serviceStatusPath(scope: DocumentTarget["scope"]): string {
  return scope === "public" ? "/public/tickets/service/status" : "/tickets/service/status";
}
