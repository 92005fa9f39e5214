import type { BookingDocumentView, TableView } from "./booking-view";
import { BOLD, FONT } from "./fonts";
import { drawLogo, Flow, INK, MUTED, newPdf, PAGE, type Pdf } from "./pdf-kit";
import { drawTable } from "./pdf-table";
import type { RenderOptions } from "./pdf-ticket";
import type { DocumentAssets } from "./view";

const MARGIN = 40;
const [WIDTH, HEIGHT] = PAGE.a4;
const INNER = WIDTH - 2 * MARGIN;
const BOTTOM = HEIGHT - MARGIN;
const TEXT = 9.5;

/** The booking document: A4, as many pages as its passengers and vehicles need. */
export function renderBookingPdf(
  view: BookingDocumentView,
  assets: DocumentAssets,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = newPdf(`Booking ${view.booking_code}`, options);
  doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
  let y = header(doc, view, assets);

  const left = new Flow(doc, MARGIN, INNER / 2 - 10, y, true);
  left.text("Data Pemesanan", { size: TEXT + 1, bold: true }).gap(4);
  for (const row of view.summary) left.row(row.label, row.value, TEXT, 100);
  const right = new Flow(doc, MARGIN + INNER / 2 + 10, INNER / 2 - 10, y, true);
  right.text("Perjalanan", { size: TEXT + 1, bold: true }).gap(4);
  for (const row of view.voyage) right.row(row.label, row.value, TEXT, 70);
  y = Math.max(left.y, right.y) + 16;

  for (const tableView of view.tables) y = table(doc, tableView, y) + 14;
  y = totals(doc, view, y) + 14;

  if (y + 40 > BOTTOM) {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
    y = MARGIN;
  }
  const notes = new Flow(doc, MARGIN, INNER, y, true).rule(true).gap(8);
  for (const note of view.notes) notes.text(note, { size: TEXT - 0.5 });
  doc.end();
  return bytes;
}

function header(doc: Pdf, view: BookingDocumentView, assets: DocumentAssets): number {
  const logo = 52;
  const hasLogo = drawLogo(doc, assets.logo, MARGIN, MARGIN, logo);
  const textX = hasLogo ? MARGIN + logo + 10 : MARGIN;
  const company = new Flow(doc, textX, INNER * 0.6 - (textX - MARGIN), MARGIN, true);
  company.text(view.company.name, { size: 17, bold: true });
  if (view.company.contact) company.text(view.company.contact, { size: 8, color: MUTED });
  const title = new Flow(doc, MARGIN + INNER * 0.6, INNER * 0.4, MARGIN, true);
  title.text(view.title, { size: 14, bold: true, align: "right" });
  title.text(view.booking_code, { size: 13, bold: true, align: "right" });
  title.text(view.status_label, { size: TEXT, align: "right", color: MUTED });
  const y = Math.max(company.y, title.y, hasLogo ? MARGIN + logo : MARGIN) + 10;
  new Flow(doc, MARGIN, INNER, y, true).rule();
  return y + 14;
}

/** A table with its title; its header row is repeated on every new page. */
function table(doc: Pdf, view: TableView, top: number): number {
  const newPage = () => {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
    return MARGIN;
  };
  const y = top + 60 > BOTTOM ? newPage() : top;
  doc
    .font(BOLD)
    .fontSize(TEXT + 1)
    .fillColor(INK)
    .text(view.title, MARGIN, y, { width: INNER });
  const frame = { x: MARGIN, width: INNER, size: TEXT - 0.5, bottom: BOTTOM, newPage };
  return drawTable(doc, frame, view.columns, view.rows, y + TEXT + 6);
}

function totals(doc: Pdf, view: BookingDocumentView, top: number): number {
  let y = top;
  if (y + view.totals.length * 16 > BOTTOM) {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
    y = MARGIN;
  }
  const x = MARGIN + INNER * 0.5;
  const width = INNER * 0.5;
  for (const line of view.totals) {
    doc
      .font(line.strong ? BOLD : FONT)
      .fontSize(TEXT + (line.strong ? 1 : 0))
      .fillColor(INK);
    doc.text(line.label, x, y, { width: width * 0.5 });
    doc.text(line.value, x + width * 0.5, y, { width: width * 0.5, align: "right" });
    y += TEXT + 7;
  }
  return y;
}
