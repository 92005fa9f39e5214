// Public file of the documents module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { appRenderer } from "./app-renderer";
export { documentCompany, loadLogo } from "./company";
export { componentRecipients, ticketSecrets } from "./lookup";
export type { BookingDocumentView } from "./render/booking-view";
export { PdfCache } from "./render/cache";
export { fareRows } from "./render/fare-lines";
export { BOLD, FONT, fontedPdf } from "./render/fonts";
export { formatDateTime, formatRupiah } from "./render/format";
export { escapeHtml } from "./render/html-page";
export { renderBookingPdf } from "./render/pdf-booking";
export type { PdfInspection } from "./render/pdf-inspect";
export { EMBEDDED_FONTS, inspectPdf } from "./render/pdf-inspect";
export type { Pdf } from "./render/pdf-kit";
export { drawLogo, Flow, INK, MUTED, newPdf } from "./render/pdf-kit";
export { renderThermalSummaryPdf } from "./render/pdf-summary-thermal";
export type { TableFrame } from "./render/pdf-table";
export { drawTable } from "./render/pdf-table";
export type { TextRun } from "./render/pdf-text";
export { qrPng } from "./render/qr";
export type { DocumentRenderer } from "./render/renderer";
export type { CompanyView, DocumentAssets, LogoImage, TableColumn } from "./render/view";
export { pdfAnswer, sendPdf } from "./reply";
export type { DocumentContext } from "./service";
export { bookingPdf, ticketPdf } from "./service";
