import ExcelJS from "exceljs";
import { expect } from "vitest";

/** Opens a produced .xlsx with ExcelJS's reader, as a spreadsheet program would. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A sheet's header row is bold, frozen and carries the filter over all its columns. */
export function expectTableSheet(sheet: ExcelJS.Worksheet | undefined, headers: string[]) {
  expect(sheet, "sheet").toBeDefined();
  if (!sheet) return;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  const last = sheet.getRow(1).getCell(headers.length).address.replace(/\d+$/, "");
  expect(sheet.autoFilter).toBe(`A1:${last}1`);
  for (const column of sheet.columns) expect(column.width ?? 0).toBeGreaterThanOrEqual(10);
}

/** The sheet's column (1-based) under the header `label`. */
export function columnOf(sheet: ExcelJS.Worksheet, label: string): number {
  const index = (sheet.getRow(1).values as unknown[]).indexOf(label);
  expect(index, label).toBeGreaterThan(0);
  return index;
}
