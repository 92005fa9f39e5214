import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { FinanceTable, ReportColumn } from "@ferry/shared/reports";
import { VOYAGE_REPORT_KEYS } from "@ferry/shared/reports";
import type ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { refunds } from "../../db/schema/operations";
import { RUPIAH_FORMAT } from "../../lib/xlsx";
import { staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { expectTableSheet, readWorkbook } from "../../test/xlsx";
import { confirmedSale } from "../tickets/test-fixtures";

const WIDE = "from=2000-01-01&to=2099-12-31";
const SOLD_REPORTS = [
  "summary-manifest",
  "jadwal-pelayaran",
  "manifest-penumpang",
  "manifest-kendaraan",
  "rekap-manifest-bulanan",
  "rekap-refund-bulanan",
];
type Table = { columns: ReportColumn[]; rows: unknown[] };

/** The sheet holds the table as staff see it: money as rupiah numbers, days as dates, totals at the foot. */
function expectSheetOf(sheet: ExcelJS.Worksheet | undefined, table: Table, name: string) {
  expectTableSheet(
    sheet,
    table.columns.map((column) => column.label),
  );
  if (!sheet) return;
  expect(sheet.rowCount, name).toBe(table.rows.length + 2);
  const totals = sheet.getRow(sheet.rowCount);
  expect(totals.getCell(1).value).toBe("TOTAL");
  expect(totals.font?.bold).toBe(true);
  const first = table.rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  for (const [index, column] of table.columns.entries()) {
    const cell = sheet.getRow(2).getCell(index + 1);
    const label = `${name} ${column.label}`;
    if (column.kind === "money") {
      expect(typeof cell.value, label).toBe("number");
      expect(cell.numFmt, label).toBe(RUPIAH_FORMAT);
    }
    if (column.kind === "money" || column.kind === "number")
      expect(cell.value, label).toBe(first[column.key]);
    if (column.kind === "date") expect(cell.value, label).toBeInstanceOf(Date);
  }
}

describe("every report's Excel export", () => {
  const state = useSaleWorld();

  it("writes each voyage report and the finance report with ExcelJS: frozen, filtered, typed cells", async () => {
    const { app, world, cashier } = state();
    const booking = await confirmedSale(world, cashier);
    await app.database.db.insert(refunds).values({
      booking_id: booking.id,
      status: "disetujui",
      alasan: "uji",
      potongan_persen: 25,
      jumlah_kotor: 20_000,
      potongan: 5_000,
      jumlah_refund: 15_000,
      decided_at: new Date(),
    });
    const admin = await staffCaller(app, [...ALL_PERMISSIONS]);
    const checked: string[] = [];
    for (const key of VOYAGE_REPORT_KEYS) {
      const report = (await admin.call("GET", `/reports/${key}?${WIDE}`)).json().data as Table;
      const answer = await admin.call("GET", `/reports/${key}/export?${WIDE}&format=xlsx`);
      expect(answer.statusCode, key).toBe(200);
      const book = await readWorkbook(answer.rawPayload);
      expect(book.worksheets, key).toHaveLength(1);
      expectSheetOf(book.worksheets[0], report, key);
      if (report.rows.length > 0) checked.push(key);
    }
    // The sale and the refund give every report of the sailings and their recaps rows to check.
    expect(checked).toEqual(expect.arrayContaining(SOLD_REPORTS));
    const finance = (await admin.call("GET", `/reports/finance?${WIDE}`)).json().data;
    const answer = await admin.call("GET", `/reports/finance/export?${WIDE}&format=xlsx`);
    const book = await readWorkbook(answer.rawPayload);
    const tables: FinanceTable[] = [finance.revenue, finance.payments, finance.refunds];
    for (const [index, table] of tables.entries()) expectSheetOf(book.worksheets[index], table, table.title);
    expect(book.worksheets.map((sheet) => sheet.name)).toHaveLength(5);
  });
});
