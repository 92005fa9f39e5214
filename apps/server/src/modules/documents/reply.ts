import type { FastifyReply } from "fastify";
import { PREVIEW_CSP } from "../../documents/html-page";
import type { RenderedPdf } from "../../documents/renderer";

export type PdfMode = "pdf" | "download";

/**
 * A PDF answer: shown in the browser (`pdf`) or saved under `filename` (`download`). Documents carry the
 * tickets' QR secrets: no HTTP cache may keep them. `x-document-cache` says whether the file came from
 * the server's own cache (the `document_cache` table).
 */
export function sendPdf(reply: FastifyReply, rendered: RenderedPdf, mode: PdfMode, filename: string) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `${mode === "download" ? "attachment" : "inline"}; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .header("x-document-cache", rendered.cached ? "hit" : "miss")
    .send(rendered.pdf);
}

/** The HTML preview, under its own CSP: no scripts, no requests, inline styles and data images only. */
export function sendPreview(reply: FastifyReply, html: string) {
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", PREVIEW_CSP)
    .header("cache-control", "private, no-store")
    .send(html);
}
