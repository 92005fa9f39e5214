import { BOLD, FONT } from "./fonts";
import {
  drawLogo,
  drawQr,
  Flow,
  hasLogo,
  INK,
  MUTED,
  newPdf,
  PAGE,
  type Pdf,
  printable,
  THERMAL_WIDTH,
} from "./pdf-kit";
import type { TicketDocumentView, TicketView } from "./ticket-view";
import type { DocumentAssets } from "./view";

export type RenderOptions = { compress?: boolean };

/**
 * The tickets of a booking as one PDF. `normal`: A4 or A5, one ticket per page, the terms after the last
 * ticket. `thermal` / `thermal_sk`: an 80 mm roll, one page per ticket as long as its content (with the
 * terms on every ticket for `thermal_sk`).
 */
export function renderTicketPdf(
  view: TicketDocumentView,
  assets: DocumentAssets,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = newPdf(`Tiket ${view.booking_code}`, options);
  if (view.paper === "thermal") {
    for (const ticket of view.tickets) thermalTicket(doc, view, ticket, assets);
  } else {
    for (const ticket of view.tickets) pageTicket(doc, view, ticket, assets);
    if (view.terms.length > 0) pageTerms(doc, view);
  }
  doc.end();
  return bytes;
}

// --- 80 mm roll --------------------------------------------------------------------------------------

const ROLL_MARGIN = 10;

function thermalLayout(flow: Flow, view: TicketDocumentView, ticket: TicketView, assets: DocumentAssets) {
  const { doc } = flow;
  if (hasLogo(doc, assets.logo)) {
    flow.block(40, (x, y) => drawLogo(doc, assets.logo, x + (flow.width - 40) / 2, y, 40)).gap(4);
  }
  flow.text(view.company.name, { size: 11, bold: true, align: "center" });
  if (view.company.contact) flow.text(view.company.contact, { size: 7, align: "center", color: MUTED });
  flow.gap(5).rule(true).gap(5);
  flow.text(ticket.title, { size: 10, bold: true, align: "center" });
  flow.text(ticket.holder, { size: 12, bold: true, align: "center" }).gap(5);
  for (const row of ticket.rows) flow.row(row.label, row.value, 8, 72);
  flow.gap(4);
  const qr = 150;
  flow.block(qr, (x, y) => drawQr(doc, ticket.qr_secret, x + (flow.width - qr) / 2, y, qr));
  flow.text(ticket.kode_tiket, { size: 9, bold: true, align: "center" }).gap(4);
  flow.text(view.notice, { size: 7, align: "center" });
  if (view.terms.length > 0) {
    flow.gap(5).rule(true).gap(5);
    flow.text("Syarat & Ketentuan", { size: 8, bold: true });
    for (const line of view.terms) flow.text(line, { size: 7 });
  }
  flow.gap(5).rule(true);
}

function thermalTicket(doc: Pdf, view: TicketDocumentView, ticket: TicketView, assets: DocumentAssets) {
  const width = THERMAL_WIDTH - 2 * ROLL_MARGIN;
  const measure = new Flow(doc, ROLL_MARGIN, width, ROLL_MARGIN, false);
  thermalLayout(measure, view, ticket, assets);
  // A little slack below, so rounding never pushes the last line onto a page of its own.
  doc.addPage({ size: [THERMAL_WIDTH, Math.ceil(measure.y + ROLL_MARGIN + 6)], margin: 0 });
  thermalLayout(new Flow(doc, ROLL_MARGIN, width, ROLL_MARGIN, true), view, ticket, assets);
}

// --- A4 / A5 ----------------------------------------------------------------------------------------

function pageMetrics(paper: "a4" | "a5") {
  const [width, height] = PAGE[paper];
  const small = paper === "a5";
  return {
    width,
    height,
    margin: small ? 28 : 40,
    qr: small ? 120 : 170,
    logo: small ? 38 : 52,
    name: small ? 13 : 17,
    title: small ? 11 : 14,
    holder: small ? 13 : 16,
    text: small ? 8.5 : 10.5,
    label: small ? 82 : 110,
  };
}

function pageTicket(doc: Pdf, view: TicketDocumentView, ticket: TicketView, assets: DocumentAssets) {
  const paper = view.paper === "a5" ? "a5" : "a4";
  const m = pageMetrics(paper);
  doc.addPage({ size: [m.width, m.height], margin: m.margin });
  const inner = m.width - 2 * m.margin;
  let y = m.margin;

  // Header: logo, company, ticket title and booking code on the right.
  const hasLogo = drawLogo(doc, assets.logo, m.margin, y, m.logo);
  const textX = hasLogo ? m.margin + m.logo + 10 : m.margin;
  const header = new Flow(doc, textX, inner * 0.6 - (textX - m.margin), y, true);
  header.text(view.company.name, { size: m.name, bold: true });
  if (view.company.contact) header.text(view.company.contact, { size: m.text * 0.8, color: MUTED });
  const right = new Flow(doc, m.margin + inner * 0.6, inner * 0.4, y, true);
  right.text(ticket.title, { size: m.title, bold: true, align: "right" });
  right.text(`Kode Booking: ${view.booking_code}`, { size: m.text, align: "right" });
  y = Math.max(header.y, right.y, hasLogo ? y + m.logo : y) + 10;
  new Flow(doc, m.margin, inner, y, true).rule();
  y += 14;

  // Body: the holder and the rows on the left, the QR code on the right.
  const columnWidth = inner - m.qr - 20;
  const body = new Flow(doc, m.margin, columnWidth, y, true);
  body.text(ticket.holder, { size: m.holder, bold: true }).gap(6);
  for (const row of ticket.rows) body.row(row.label, row.value, m.text, m.label);
  const qrX = m.margin + inner - m.qr;
  drawQr(doc, ticket.qr_secret, qrX, y, m.qr);
  const caption = new Flow(doc, qrX, m.qr, y + m.qr + 4, true);
  caption.text(ticket.kode_tiket, { size: m.text, bold: true, align: "center" });
  caption.text("Tunjukkan kode QR ini kepada petugas", {
    size: m.text * 0.75,
    align: "center",
    color: MUTED,
  });
  y = Math.max(body.y, caption.y) + 14;
  const footer = new Flow(doc, m.margin, inner, y, true).rule(true).gap(8);
  footer.text(view.notice, { size: m.text * 0.85 });
  // The ticket's frame: the part to cut out when several tickets are printed on plain paper.
  const pad = 12;
  doc
    .roundedRect(m.margin - pad, m.margin - pad, inner + 2 * pad, footer.y - m.margin + 2 * pad, 6)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc.y = footer.y + pad;
}

function pageTerms(doc: Pdf, view: TicketDocumentView) {
  const paper = view.paper === "a5" ? "a5" : "a4";
  const m = pageMetrics(paper);
  const inner = m.width - 2 * m.margin;
  // The terms follow the last ticket on its page when they fit, and flow onto new pages when not.
  let y = doc.y + 18;
  if (y > m.height - m.margin - 80) {
    doc.addPage({ size: [m.width, m.height], margin: m.margin });
    y = m.margin;
  }
  doc.font(BOLD).fontSize(m.text).fillColor(INK);
  doc.text("Syarat & Ketentuan", m.margin, y, { width: inner });
  doc
    .moveDown(0.3)
    .font(FONT)
    .fontSize(m.text * 0.85);
  for (const line of view.terms)
    doc.text(printable(line), m.margin, doc.y, { width: inner, paragraphGap: 2 });
}
