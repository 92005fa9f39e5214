import { Readable } from "node:stream";

/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (Excel reads it as UTF-8), CRLF lines, every cell
 * quoted, and a cell starting with = + - @ prefixed with ' so a spreadsheet never runs it as a formula.
 */
export const CSV_BOM = "\uFEFF";
/** The content type a CSV file is answered with. */
export const CSV_TYPE = "text/csv; charset=utf-8";

export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** A CSV as a stream: the mark and the header, then one line per row as the reader pulls them. */
export function csvStream<T>(
  header: string[],
  rows: Iterable<T> | AsyncIterable<T>,
  cells: (row: T) => unknown[],
) {
  async function* lines() {
    yield `${CSV_BOM}${csvLine(header)}`;
    for await (const row of rows) yield csvLine(cells(row));
  }
  return Readable.from(lines());
}
