import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { setImmediate } from "node:timers/promises";
import { localTimestamp } from "@ferry/shared/zoned-time";
import ExcelJS from "exceljs";

/** How a column's values are written: money in rupiah, dates as dates (never as text), the rest as given. */
export type XlsxKind = "text" | "number" | "money" | "percent" | "date" | "datetime";
export type XlsxColumn = { label: string; kind?: XlsxKind };
export type XlsxCell = string | number | Date | null | undefined;
/** One worksheet: its columns (the header row, frozen and filtered), its rows in batches, bold rows at its foot. */
export type XlsxSheet = {
  name: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<XlsxCell[][]>;
  footer?: () => XlsxCell[][];
};

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const RUPIAH_FORMAT = '"Rp" #,##0';
export const DATE_FORMAT = "dd/mm/yyyy";
export const DATETIME_FORMAT = "dd/mm/yyyy hh:mm";
const FORMATS: Record<XlsxKind, string | undefined> = {
  text: undefined,
  number: "#,##0",
  money: RUPIAH_FORMAT,
  percent: '#,##0.0"%"',
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
};

function widthOf(column: XlsxColumn): number {
  const fixed: Partial<Record<XlsxKind, number>> = { date: 12, datetime: 17, money: 18 };
  const least = column.kind === undefined || column.kind === "text" ? 18 : 10;
  return Math.max(fixed[column.kind ?? "text"] ?? least, Math.min(column.label.length + 3, 40));
}

/** An instant as Excel shows it: the wall-clock time in `timeZone` (Excel's dates carry no zone). */
export function wallClock(instant: Date | string | null, timeZone: string): Date | null {
  return instant === null ? null : new Date(`${localTimestamp(new Date(instant), timeZone)}Z`);
}

/** A day written `yyyy-mm-dd` or `dd/mm/yyyy` as a date; other values stay as they are. */
function dateCell(value: XlsxCell): XlsxCell {
  if (typeof value !== "string") return value;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const shown = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : shown ? [shown[3], shown[2], shown[1]] : [];
  return year ? new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))) : value;
}

/** Excel's rules for sheet names: at most 31 characters, none of []:*?/\, each unique in the book. */
export function sheetNamer(): (wanted: string) => string {
  const taken = new Set<string>();
  return (wanted) => {
    const base =
      wanted
        .replace(/[[\]:*?/\\]/g, " ")
        .trim()
        .slice(0, 31) || "Sheet";
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  };
}

async function writeSheet(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  sheet: XlsxSheet,
  output: PassThrough,
) {
  const worksheet = book.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column, index) => ({
    header: column.label,
    key: String(index),
    width: widthOf(column),
    style: FORMATS[column.kind ?? "text"] ? { numFmt: FORMATS[column.kind ?? "text"] } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const dated = sheet.columns.map((column) => column.kind === "date");
  const add = (cells: XlsxCell[], bold: boolean) => {
    const row = worksheet.addRow(
      cells.map((cell, index) => (dated[index] ? dateCell(cell) : (cell ?? null))),
    );
    if (bold) row.font = { bold: true };
    // An instant in a column of mixed values (a recap's value column) still reads as a date and time.
    cells.forEach((cell, index) => {
      if (cell instanceof Date && !sheet.columns[index]?.kind)
        row.getCell(index + 1).numFmt = DATETIME_FORMAT;
    });
    row.commit();
  };
  for await (const batch of sheet.rows) {
    for (const cells of batch) add(cells, false);
    // ExcelJS's writer does not wait for a slow reader: let the zip catch up (a turn of the event loop),
    // then hold the next batch until the response has drained.
    await setImmediate();
    if (output.writableNeedDrain) await once(output, "drain");
  }
  for (const cells of sheet.footer?.() ?? []) add(cells, true);
  worksheet.commit();
}

/**
 * An Office Open XML workbook (.xlsx) written by ExcelJS's streaming writer as the rows are read: each
 * sheet's header row bold, frozen and filtered, rupiah as numbers in a rupiah format, dates as dates,
 * column widths by kind. Memory stays constant however many rows a year's export has.
 */
export function xlsxStream(sheets: AsyncIterable<XlsxSheet> | Iterable<XlsxSheet>): Readable {
  const output = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const nameOf = sheetNamer();
  void (async () => {
    try {
      for await (const sheet of sheets) await writeSheet(book, nameOf(sheet.name), sheet, output);
      await book.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
