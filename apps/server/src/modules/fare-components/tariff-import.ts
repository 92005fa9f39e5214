import { TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import type { TariffGrid, TariffImportPreview } from "@ferry/shared/tariffs";
import { AppError } from "../../lib/app-error";
import {
  CARGO_COLUMN,
  cargoLabel,
  FARE_COLUMN,
  type FileCell,
  LOADED_FARE_COLUMN,
  readTariffFile,
} from "./tariff-file";

type Row = TariffGrid["rows"][number];
type Column = { index: number; name: string; read: (row: Row) => number | null; kind: string };
type Preview = TariffImportPreview;

const key = (value: FileCell) =>
  String(value ?? "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

/** A whole rupiah amount: 12000, "12.000", "Rp 12,000"; empty is "leave as it is". */
function amountOf(value: FileCell): { value: number | null } | { error: string } {
  if (value === null || String(value).trim() === "") return { value: null };
  const text = typeof value === "number" ? String(value) : value.replace(/^\s*rp\.?\s*/i, "").trim();
  if (/^-/.test(text)) return { error: "tidak boleh negatif" };
  const digits = /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, "") : text;
  if (!/^\d+$/.test(digits)) return { error: `"${String(value).slice(0, 30)}" bukan bilangan bulat rupiah` };
  const amount = Number(digits);
  return amount > 1_000_000_000 ? { error: "terlalu besar" } : { value: amount };
}

/** The file's columns: cargo type, transport fare, loaded fare and components by name (any case). */
function columnsOf(header: FileCell[], grid: TariffGrid, errors: Preview["errors"]) {
  const known: Omit<Column, "index">[] = [
    { name: FARE_COLUMN, kind: "harga", read: (row) => row.harga },
    { name: LOADED_FARE_COLUMN, kind: "harga_muatan", read: (row) => row.harga_muatan },
    ...grid.components.map((component, at) => ({
      name: component.nama,
      kind: `component:${component.id}`,
      read: (row: Row) => row.components[at]?.jumlah ?? null,
    })),
  ];
  const cargoIndex = header.findIndex((cell) => key(cell) === key(CARGO_COLUMN));
  if (cargoIndex === -1)
    throw new AppError("VALIDATION_ERROR", `Baris 1 harus memuat kolom "${CARGO_COLUMN}"`);
  const columns: Column[] = [];
  header.forEach((cell, index) => {
    if (index === cargoIndex || key(cell) === "") return;
    const found = known.find((column) => key(column.name) === key(cell));
    if (!found) errors.push({ baris: 1, pesan: `Kolom "${String(cell).slice(0, 60)}" tidak dikenal` });
    else if (columns.some((column) => column.kind === found.kind))
      errors.push({ baris: 1, pesan: `Kolom "${found.name}" muncul dua kali` });
    else columns.push({ ...found, index });
  });
  return { cargoIndex, columns };
}

function cargoFinder(grid: TariffGrid) {
  const byName = new Map<string, Row>();
  for (const row of grid.rows) {
    byName.set(key(cargoLabel(row.cargo_type)), row);
    if (!byName.has(key(row.cargo_type.nama))) byName.set(key(row.cargo_type.nama), row);
    const golongan = row.cargo_type.golongan;
    if (golongan) for (const name of [golongan, `gol ${golongan}`]) byName.set(key(name), row);
  }
  return (cell: FileCell) => byName.get(key(cell).replace(/^golongan /, "gol "));
}

/**
 * What a tariff file would change on the grid of `grid`'s route and date: every change (old → new) and
 * every error with the file's row number; rows with an error are left out. Nothing is written.
 */
export async function previewTariffImport(grid: TariffGrid, content: Buffer): Promise<Preview> {
  const [header = [], ...lines] = await readTariffFile(content);
  const preview: Preview = { changes: [], errors: [], rows: [] };
  const { cargoIndex, columns } = columnsOf(header, grid, preview.errors);
  const findCargo = cargoFinder(grid);
  const seen = new Map<number, number>();
  for (const [at, cells] of lines.entries()) {
    const baris = at + 2;
    if (cells.every((cell) => key(cell) === "")) continue;
    const fail = (pesan: string) => preview.errors.push({ baris, pesan });
    const row = findCargo(cells[cargoIndex] ?? null);
    if (!row) {
      fail(`Jenis muatan "${String(cells[cargoIndex] ?? "").slice(0, 60)}" tidak dikenal`);
      continue;
    }
    const label = cargoLabel(row.cargo_type);
    const first = seen.get(row.cargo_type.id);
    if (first) {
      fail(`${label} sudah ada di baris ${first}`);
      continue;
    }
    seen.set(row.cargo_type.id, baris);
    const values = new Map<string, number | null>();
    let valid = true;
    for (const column of columns) {
      const amount = amountOf(cells[column.index] ?? null);
      if ("error" in amount) {
        valid = false;
        fail(`${column.name}: ${amount.error}`);
      } else if (
        amount.value !== null &&
        column.kind === "harga_muatan" &&
        row.cargo_type.kategori !== "kendaraan"
      ) {
        valid = false;
        fail(`${column.name}: hanya untuk kendaraan`);
      } else values.set(column.kind, amount.value);
    }
    const harga = values.get("harga") ?? null;
    const muatan = values.get("harga_muatan") ?? null;
    if (
      valid &&
      row.cargo_type.kategori === "kendaraan" &&
      harga !== null &&
      (muatan ?? row.harga_muatan) === null
    ) {
      valid = false;
      fail(`${LOADED_FARE_COLUMN}: wajib diisi untuk kendaraan`);
    }
    if (!valid) continue;
    for (const column of columns) {
      const baru = values.get(column.kind) ?? null;
      const lama = column.read(row);
      if (baru === null || baru === lama) continue;
      const kolom = column.kind === "harga" ? TRANSPORT_FARE_LABEL : column.name;
      preview.changes.push({
        baris,
        cargo_type_id: row.cargo_type.id,
        jenis_muatan: label,
        kolom,
        lama,
        baru,
      });
    }
    preview.rows.push({
      cargo_type_id: row.cargo_type.id,
      harga,
      harga_muatan: muatan,
      components: grid.components.map((component) => ({
        component_id: component.id,
        jumlah: values.get(`component:${component.id}`) ?? null,
      })),
    });
  }
  return preview;
}
