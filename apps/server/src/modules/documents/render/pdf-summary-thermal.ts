import type { BookingDocumentView } from "./booking-view";
import { drawLogo, Flow, hasLogo, MUTED, newPdf, THERMAL_WIDTH } from "./pdf-kit";
import type { RenderOptions } from "./pdf-ticket";
import type { DocumentAssets } from "./view";

const MARGIN = 10;
const TEXT = 8;
const LABEL = 78;

/**
 * A document view of the booking document's shape (rows, tables, totals) on an 80 mm roll, one page as long
 * as its content: each table row becomes its first cell in bold with the other cells as labelled lines.
 * The cashier's shift report prints this way at the counter (decision 026).
 */
export function renderThermalSummaryPdf(
  view: BookingDocumentView,
  assets: DocumentAssets,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = newPdf(`${view.title} ${view.booking_code}`, options);
  const width = THERMAL_WIDTH - 2 * MARGIN;
  const measure = new Flow(doc, MARGIN, width, MARGIN, false);
  layout(measure, view, assets);
  doc.addPage({ size: [THERMAL_WIDTH, Math.ceil(measure.y + MARGIN + 6)], margin: 0 });
  layout(new Flow(doc, MARGIN, width, MARGIN, true), view, assets);
  doc.end();
  return bytes;
}

function layout(flow: Flow, view: BookingDocumentView, assets: DocumentAssets) {
  const { doc } = flow;
  if (hasLogo(doc, assets.logo)) {
    flow.block(36, (x, y) => drawLogo(doc, assets.logo, x + (flow.width - 36) / 2, y, 36)).gap(4);
  }
  flow.text(view.company.name, { size: 11, bold: true, align: "center" });
  if (view.company.contact) flow.text(view.company.contact, { size: 7, align: "center", color: MUTED });
  flow.gap(5).rule(true).gap(5);
  flow.text(view.title, { size: 10, bold: true, align: "center" });
  flow.text(`${view.booking_code} · ${view.status_label}`, { size: 9, align: "center" }).gap(5);
  for (const row of [...view.summary, ...view.voyage]) flow.row(row.label, row.value, TEXT, LABEL);
  for (const table of view.tables) {
    flow.gap(4).rule(true).gap(4);
    flow.text(table.title, { size: 9, bold: true }).gap(2);
    for (const cells of table.rows) {
      flow.text(cells[0] ?? "", { size: TEXT, bold: true });
      table.columns.slice(1).forEach((column, index) => {
        flow.row(column.header, cells[index + 1] ?? "", TEXT, LABEL);
      });
      flow.gap(2);
    }
  }
  flow.gap(4).rule(true).gap(4);
  for (const line of view.totals) flow.row(line.label, line.value, line.strong ? TEXT + 1 : TEXT, LABEL);
  if (view.notes.length > 0) flow.gap(4).rule(true).gap(4);
  for (const note of view.notes) flow.text(note, { size: 7 });
  flow.gap(5).rule(true);
}
