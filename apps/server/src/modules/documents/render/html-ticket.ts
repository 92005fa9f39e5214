import { companyBlock, escapeHtml, htmlPage, qrDataUrl, rowsTable } from "./html-page";
import type { TicketDocumentView, TicketView } from "./ticket-view";
import type { DocumentAssets } from "./view";

const PAPER_STYLE = {
  a4: `@page{size:A4;margin:14mm}.sheet{width:210mm;min-height:148mm}`,
  a5: `@page{size:A5;margin:10mm}.sheet{width:148mm}`,
  thermal: `@page{size:80mm auto;margin:0}.sheet{width:80mm;padding:10px;font-size:11px}
.sheet .head{flex-direction:column;text-align:center}.sheet .company{font-size:14px}
.body{display:block}.qr{text-align:center;margin-top:8px}.qr img{width:56mm;height:56mm}`,
};

const TICKET_STYLE = `
.ticket{page-break-after:always;break-after:page}
.ticket:last-of-type{page-break-after:auto;break-after:auto}
.kind{margin-left:auto;text-align:right}
.holder{font-size:18px;font-weight:bold;margin-bottom:6px}
.body{display:flex;gap:16px;justify-content:space-between}
.qr{text-align:center}.qr img{width:170px;height:170px;image-rendering:pixelated}
.code{font-weight:bold}
.terms{margin-top:12px;font-size:11px}.terms p{margin:2px 0}
`;

function ticketSection(view: TicketDocumentView, ticket: TicketView, assets: DocumentAssets): string {
  const thermal = view.paper === "thermal";
  const kind = thermal
    ? `<div class="title">${escapeHtml(ticket.title)}</div>`
    : `<div class="kind"><div class="title">${escapeHtml(ticket.title)}</div><div>Kode Booking: ${escapeHtml(view.booking_code)}</div></div>`;
  const terms = thermal && view.terms.length > 0 ? `<hr class="dashed">${termsBlock(view.terms)}` : "";
  return `<section class="sheet ticket">
<div class="head">${companyBlock(view.company, assets)}${kind}</div><hr>
<div class="holder">${escapeHtml(ticket.holder)}</div>
<div class="body">${rowsTable(ticket.rows)}
<div class="qr"><img src="${qrDataUrl(ticket.qr_secret)}" alt="QR ${escapeHtml(ticket.kode_tiket)}">
<div class="code">${escapeHtml(ticket.kode_tiket)}</div><div class="muted small">Tunjukkan kode QR ini kepada petugas</div></div></div>
<hr class="dashed"><div class="small">${escapeHtml(view.notice)}</div>${terms}</section>`;
}

function termsBlock(terms: string[]): string {
  const lines = terms.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<div class="terms"><strong>Syarat &amp; Ketentuan</strong>${lines}</div>`;
}

/** The tickets' preview: the same view model as the PDF, one section per ticket. */
export function renderTicketHtml(view: TicketDocumentView, assets: DocumentAssets): string {
  const sections = view.tickets.map((ticket) => ticketSection(view, ticket, assets)).join("");
  const closing =
    view.paper !== "thermal" && view.terms.length > 0
      ? `<section class="sheet">${termsBlock(view.terms)}</section>`
      : "";
  return htmlPage(
    `Tiket ${view.booking_code}`,
    `${TICKET_STYLE}${PAPER_STYLE[view.paper]}`,
    `${sections}${closing}`,
  );
}
