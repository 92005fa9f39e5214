import type { BookingDocumentView, TableView } from "./booking-view";
import { companyBlock, escapeHtml, htmlPage, rowsTable } from "./html-page";
import type { DocumentAssets } from "./view";

const STYLE = `
@page{size:A4;margin:14mm}
.sheet{width:210mm;min-height:297mm}
.kind{margin-left:auto;text-align:right}
.code{font-size:18px;font-weight:bold}
.columns{display:flex;gap:24px}.columns>div{flex:1}
h2{font-size:14px;margin:12px 0 6px}
.lines th,.lines td{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;font-size:12px}
.lines thead th{background:#e8e8e8}
.right{text-align:right!important}
.totals{margin:12px 0 0 auto;width:50%}
.totals td{padding:3px 0}.totals td+td{text-align:right}.totals .strong td{font-weight:bold}
.notes p{margin:4px 0;font-size:12px}
`;

function lines(table: TableView): string {
  const align = (index: number) => (table.columns[index]?.align === "right" ? ' class="right"' : "");
  const head = table.columns
    .map((column, index) => `<th${align(index)}>${escapeHtml(column.header)}</th>`)
    .join("");
  const body = table.rows
    .map(
      (row) => `<tr>${row.map((cell, index) => `<td${align(index)}>${escapeHtml(cell)}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<h2>${escapeHtml(table.title)}</h2><table class="lines"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The booking document's preview, from the same view model as its PDF. */
export function renderBookingHtml(view: BookingDocumentView, assets: DocumentAssets): string {
  const totals = view.totals
    .map(
      (line) =>
        `<tr${line.strong ? ' class="strong"' : ""}><td>${escapeHtml(line.label)}</td><td>${escapeHtml(line.value)}</td></tr>`,
    )
    .join("");
  const notes = view.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("");
  const body = `<section class="sheet">
<div class="head">${companyBlock(view.company, assets)}<div class="kind"><div class="title">${escapeHtml(view.title)}</div>
<div class="code">${escapeHtml(view.booking_code)}</div><div class="muted">${escapeHtml(view.status_label)}</div></div></div><hr>
<div class="columns"><div><h2>Data Pemesanan</h2>${rowsTable(view.summary)}</div><div><h2>Perjalanan</h2>${rowsTable(view.voyage)}</div></div>
${view.tables.map(lines).join("")}
<table class="totals">${totals}</table><hr class="dashed"><div class="notes">${notes}</div></section>`;
  return htmlPage(`Booking ${view.booking_code}`, STYLE, body);
}
