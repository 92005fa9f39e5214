import { fileAnswer } from "@ferry/shared/file-answer";
import type { FastifyReply } from "fastify";
import { PREVIEW_CSP } from "./render/html-page";
import type { RenderedPdf } from "./render/renderer";

export type PdfMode = "pdf" | "download";

const PDF_TYPE = "application/pdf";
const PREVIEW_TYPE = "text/html; charset=utf-8";
/** The success answers of the routes below: `response: { 200: pdfAnswer }`. */
export const pdfAnswer = fileAnswer({ contentTypes: [PDF_TYPE] });
export const previewAnswer = fileAnswer({ contentTypes: [PREVIEW_TYPE] });

/**
 * A PDF answer: shown in the browser (`pdf`) or saved under `filename` (`download`). Documents carry the
 * tickets' QR secrets: no HTTP cache may keep them. `x-document-cache` says whether the file came from
 * the server's own cache (the `document_cache` table).
 */
export function sendPdf(reply: FastifyReply, rendered: RenderedPdf, mode: PdfMode, filename: string) {
  return reply
    .header("content-type", PDF_TYPE)
    .header("content-disposition", `${mode === "download" ? "attachment" : "inline"}; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .header("x-document-cache", rendered.cached ? "hit" : "miss")
    .send(rendered.pdf);
}

/** The HTML preview, under its own CSP: no scripts, no requests, inline styles and data images only. */
export function sendPreview(reply: FastifyReply, html: string) {
  return reply
    .header("content-type", PREVIEW_TYPE)
    .header("content-security-policy", PREVIEW_CSP)
    .header("cache-control", "private, no-store")
    .send(html);
}
