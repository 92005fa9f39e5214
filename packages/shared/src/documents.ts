import { z } from "zod";
import { localTimestamp } from "./zoned-time";

/**
 * Booking and ticket documents (public specification sections 7 and 9): the ticket templates, their
 * paper, the print window each opens in, the download file names and the refusals, for the server that
 * renders them and the pages that print or download them.
 */
export const TICKET_TEMPLATES = ["normal", "thermal", "thermal_sk"] as const;
export type TicketTemplate = (typeof TICKET_TEMPLATES)[number];

export const TICKET_TEMPLATE_LABELS: Record<TicketTemplate, string> = {
  normal: "Normal (A4/A5)",
  thermal: "Thermal 80 mm",
  thermal_sk: "Thermal 80 mm + S&K",
};

export const DOCUMENT_MESSAGES = {
  notFound: "Kode booking tidak ditemukan",
  notPrintable: "Tiket belum dapat dicetak. Status pembayaran belum selesai.",
  ticketsMissing: "Tiket belum tersedia. Silakan tunggu atau hubungi admin untuk mengenerate tiket.",
  unknownTemplate: "Template tiket harus normal, thermal atau thermal_sk",
  unknownSize: "Ukuran kertas harus a4 atau a5",
  cacheCleared: "Cache PDF booking berhasil dihapus",
} as const;

export const ticketTemplateSchema = z.enum(TICKET_TEMPLATES, { error: DOCUMENT_MESSAGES.unknownTemplate });

/** Paper of the `normal` template (`?size=a5`); the thermal templates are always an 80 mm roll. */
export const PAPER_SIZES = ["a4", "a5"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const paperSizeSchema = z.enum(PAPER_SIZES, { error: DOCUMENT_MESSAGES.unknownSize });

/** Booking statuses whose tickets may be printed. */
export const TICKET_PRINTABLE_STATUSES = ["paid", "confirmed"] as const;
export function ticketsPrintable(status: string): boolean {
  return (TICKET_PRINTABLE_STATUSES as readonly string[]).includes(status);
}

/** The print window (specification section 9): 900x700, thermal 400x800. */
export function printWindowSize(template: TicketTemplate | "booking"): { width: number; height: number } {
  return template === "thermal" || template === "thermal_sk"
    ? { width: 400, height: 800 }
    : { width: 900, height: 700 };
}

/** `YYYYMMDDHHmmss` of an instant in a zone (the operator's), for download names. */
export function downloadStamp(now: Date, timeZone: string): string {
  return localTimestamp(now, timeZone).replace(/[-:T]/g, "");
}

/** `tiket-{template}-{code}-{timestamp}.pdf`. */
export function ticketDownloadName(template: TicketTemplate, code: string, stamp: string): string {
  return `tiket-${template}-${code}-${stamp}.pdf`;
}

/** `booking-{code}-{timestamp}.pdf`. */
export function bookingDownloadName(code: string, stamp: string): string {
  return `booking-${code}-${stamp}.pdf`;
}

/**
 * `GET /api/public/tickets/service/status` and `/api/tickets/service/status`: the PDF engine. The key
 * `gotenberg` keeps the original client's contract although the engine is in-process.
 */
export const pdfServiceStatusSchema = z.object({
  gotenberg: z.object({ name: z.string(), available: z.boolean(), status: z.enum(["online", "offline"]) }),
});
export type PdfServiceStatus = z.infer<typeof pdfServiceStatusSchema>;

/** `GET /api/tickets/service/status` (staff): the engine as above, with its workers and its cache. */
export const pdfServiceDetailSchema = pdfServiceStatusSchema.extend({
  engine: z.object({
    workers: z.number().int(),
    max_workers: z.number().int(),
    worker_jobs: z.number().int(),
    cache: z.object({
      entries: z.number().int(),
      bytes: z.number().int(),
      hits: z.number().int(),
      misses: z.number().int(),
    }),
  }),
});

/** `DELETE /api/bookings/:id/pdf-cache`: how many cached files of the booking were dropped. */
export const pdfCacheClearedSchema = z.object({ cleared: z.number().int() });
