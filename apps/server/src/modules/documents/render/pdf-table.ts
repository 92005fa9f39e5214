import { BOLD, FONT } from "./fonts";
import { INK, type Pdf, printable } from "./pdf-kit";
import type { TableColumn } from "./view";

/** Where a table goes: its left edge and width, its text size, the page's bottom, and how to start a page (answers the y to go on from). */
export type TableFrame = { x: number; width: number; size: number; bottom: number; newPage: () => number };

const PAD = 3;

/** Lays out (or, with `draw`, also draws) one row: every cell wraps inside its column. Answers its height. */
function row(
  doc: Pdf,
  frame: TableFrame,
  columns: TableColumn[],
  values: string[],
  y: number,
  bold: boolean,
  draw: boolean,
) {
  let x = frame.x;
  let height = 0;
  doc.font(bold ? BOLD : FONT).fontSize(frame.size);
  columns.forEach((column, index) => {
    const width = column.width * frame.width;
    const options = { width: width - 2 * PAD, align: column.align ?? "left" };
    const value = printable(values[index] ?? "");
    height = Math.max(height, doc.heightOfString(value, options));
    if (draw) doc.fillColor(INK).text(value, x + PAD, y + PAD, options);
    x += width;
  });
  return height + 2 * PAD;
}

/**
 * A table whose cells wrap inside their columns, each row as tall as its tallest cell: a long name or
 * class takes more lines, never the next row's or column's place. A row that does not fit starts a new
 * page (`frame.newPage`), where the shaded header row is repeated. Answers the y below the table.
 */
export function drawTable(
  doc: Pdf,
  frame: TableFrame,
  columns: TableColumn[],
  rows: string[][],
  top: number,
): number {
  const headers = columns.map((column) => column.header);
  let y = top;
  const headerRow = () => {
    const height = row(doc, frame, columns, headers, y, true, false);
    doc.rect(frame.x, y, frame.width, height).fill("#e8e8e8");
    row(doc, frame, columns, headers, y, true, true);
    y += height;
  };
  headerRow();
  for (const values of rows) {
    const height = row(doc, frame, columns, values, y, false, false);
    if (y + height > frame.bottom) {
      y = frame.newPage();
      headerRow();
    }
    row(doc, frame, columns, values, y, false, true);
    doc
      .moveTo(frame.x, y + height)
      .lineTo(frame.x + frame.width, y + height)
      .lineWidth(0.4)
      .strokeColor("#cccccc")
      .stroke();
    y += height;
  }
  return y;
}
