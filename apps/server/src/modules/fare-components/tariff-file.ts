import type { TariffGrid } from "@ferry/shared/tariffs";
import ExcelJS from "exceljs";
import { AppError } from "../../lib/app-error";
import type { XlsxCell, XlsxSheet } from "../../lib/xlsx";

/** The largest tariff file accepted, and the most rows read from it. */
export const TARIFF_FILE_MAX_BYTES = 1_000_000;
export const TARIFF_FILE_MAX_ROWS = 500;

export const CARGO_COLUMN = "Jenis muatan";
export const FARE_COLUMN = "Tarif";
export const LOADED_FARE_COLUMN = "Tarif Muat";

/** A cargo type as the grid, the template and the import name it: `Gol IVA · Mobil` or `Dewasa`. */
export const cargoLabel = (cargo: TariffGrid["rows"][number]["cargo_type"]) =>
  cargo.golongan ? `Gol ${cargo.golongan} · ${cargo.nama}` : cargo.nama;

const unreadable = () => new AppError("VALIDATION_ERROR", "File bukan .xlsx atau .csv yang dapat dibaca");
export type FileCell = string | number | null;

/** The template of a route's tariff: one row per cargo type with the amounts in force. */
export function templateSheet(grid: TariffGrid): XlsxSheet {
  const rows: XlsxCell[][] = grid.rows.map((row) => [
    cargoLabel(row.cargo_type),
    row.harga,
    row.harga_muatan,
    ...row.components.map((cell) => cell.jumlah),
  ]);
  return {
    name: `Tarif ${grid.route?.kode_rute ?? "umum"}`,
    columns: [
      { label: CARGO_COLUMN },
      { label: FARE_COLUMN, kind: "money" },
      { label: LOADED_FARE_COLUMN, kind: "money" },
      ...grid.components.map((component) => ({ label: component.nama, kind: "money" as const })),
    ],
    rows: (async function* () {
      yield rows;
    })(),
  };
}

function excelValue(value: ExcelJS.CellValue): FileCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean" || value instanceof Date) return String(value);
  if ("result" in value) return excelValue(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  return null;
}

async function readXlsx(content: Buffer): Promise<FileCell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer).catch(() => {
    throw unreadable();
  });
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable();
  if (sheet.rowCount > TARIFF_FILE_MAX_ROWS + 1) throw tooManyRows();
  const table: FileCell[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: FileCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(excelValue(row.getCell(column).value));
    table.push(cells);
  }
  return table;
}

const tooManyRows = () =>
  new AppError("VALIDATION_ERROR", `File maksimal ${TARIFF_FILE_MAX_ROWS} baris tarif`);

/** CSV as spreadsheets save it: `,` or `;` separated (whichever the header uses more), quotes doubled. */
function readCsv(content: Buffer): FileCell[][] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(content).replace(/^\uFEFF/, "");
  } catch {
    throw unreadable();
  }
  if (text.includes("\u0000")) throw unreadable();
  const header = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
  const table: FileCell[][] = [];
  let row: FileCell[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    table.push(row);
    row = [];
    if (table.length > TARIFF_FILE_MAX_ROWS + 1) throw tooManyRows();
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === separator) endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && next === "\n") index += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) endRow();
  return table.map((cells) => cells.map((value) => (value === "" ? null : value)));
}

/** The cells of an uploaded .xlsx (its first sheet, recognised by its bytes) or .csv file. */
export async function readTariffFile(content: Buffer): Promise<FileCell[][]> {
  const zip = content.length >= 4 && content.readUInt32BE(0) === 0x504b0304;
  const table = zip ? await readXlsx(content) : readCsv(content);
  if (table.length === 0) throw new AppError("VALIDATION_ERROR", "File kosong");
  return table;
}
