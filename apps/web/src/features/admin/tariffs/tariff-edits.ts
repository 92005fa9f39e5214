import {
  raiseAmount,
  type TariffGrid,
  type TariffImportPreview,
  type TariffSaveRow,
} from "@ferry/shared/tariffs";

type GridRow = TariffGrid["rows"][number];
/** What the user typed, per cell key; an empty text leaves the cell as it is. */
export type Edits = Record<string, string>;
/** A column of the grid: the transport fare, the loaded fare or a component. */
export type GridColumn = { key: string; label: string; vehiclesOnly?: boolean; componentId?: number };

export const cellKey = (cargoTypeId: number, column: string) => `${cargoTypeId}:${column}`;

const FARE: GridColumn = { key: "harga", label: "Tarif Jasa Angkutan" };
const LOADED_FARE: GridColumn = { key: "harga_muatan", label: "Tarif Muat", vehiclesOnly: true };

/** The transport fares (a route's grid only: the general grid has none), then the components. */
export function gridColumns(grid: TariffGrid): GridColumn[] {
  return [
    ...(grid.route ? [FARE, LOADED_FARE] : []),
    ...grid.components.map((component) => ({
      key: `c${component.id}`,
      label: component.nama,
      componentId: component.id,
    })),
  ];
}

export const hasCell = (row: GridRow, column: GridColumn) =>
  !column.vehiclesOnly || row.cargo_type.kategori === "kendaraan";

/** The amount in force in a cell (before edits). */
export function originalOf(row: GridRow, column: GridColumn): number | null {
  if (column.key === "harga") return row.harga;
  if (column.key === "harga_muatan") return row.harga_muatan;
  return row.components.find((cell) => cell.component_id === column.componentId)?.jumlah ?? null;
}

/** A typed amount as whole rupiah ("12.000" allowed), null when empty, NaN when not an amount. */
export function parseAmount(text: string | undefined): number | null {
  const value = (text ?? "").trim().replace(/\./g, "");
  if (value === "") return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The value a cell shows and would save: the typed one, else the one in force. */
export function cellValue(edits: Edits, row: GridRow, column: GridColumn): number | null {
  const typed = parseAmount(edits[cellKey(row.cargo_type.id, column.key)]);
  return typed ?? originalOf(row, column);
}

export type CellState = "same" | "changed" | "invalid";
export function cellState(edits: Edits, row: GridRow, column: GridColumn): CellState {
  const typed = parseAmount(edits[cellKey(row.cargo_type.id, column.key)]);
  if (typed === null) return "same";
  if (Number.isNaN(typed)) return "invalid";
  return typed === originalOf(row, column) ? "same" : "changed";
}

/** How many cells change, and how many hold something that is not an amount. */
export function countChanges(grid: TariffGrid, edits: Edits) {
  const columns = gridColumns(grid);
  let changed = 0;
  let invalid = 0;
  for (const row of grid.rows)
    for (const column of columns) {
      if (!hasCell(row, column)) continue;
      const state = cellState(edits, row, column);
      if (state === "changed") changed += 1;
      if (state === "invalid") invalid += 1;
    }
  return { changed, invalid };
}

/** The rows to send to `PUT /tariffs/:routeId`: every changed cell, vehicles with both fares. */
export function rowsToSave(grid: TariffGrid, edits: Edits): TariffSaveRow[] {
  const columns = gridColumns(grid);
  return grid.rows.flatMap((row) => {
    const changed = columns.filter(
      (column) => hasCell(row, column) && cellState(edits, row, column) === "changed",
    );
    if (changed.length === 0) return [];
    const fareChanged = changed.some((column) => !column.componentId);
    return [
      {
        cargo_type_id: row.cargo_type.id,
        harga: fareChanged ? cellValue(edits, row, FARE) : null,
        harga_muatan: fareChanged && hasCell(row, LOADED_FARE) ? cellValue(edits, row, LOADED_FARE) : null,
        components: changed
          .filter((column) => column.componentId)
          .map((column) => ({
            component_id: column.componentId as number,
            jumlah: cellValue(edits, row, column),
          })),
      },
    ];
  });
}

/** Every filled cell raised by `percent`, rounded to the nearest Rp 100 (see `raiseAmount`). */
export function raiseAll(grid: TariffGrid, edits: Edits, percent: number): Edits {
  const next: Edits = { ...edits };
  const columns = gridColumns(grid);
  for (const row of grid.rows)
    for (const column of columns) {
      const value = hasCell(row, column) ? cellValue(edits, row, column) : null;
      if (value !== null && !Number.isNaN(value))
        next[cellKey(row.cargo_type.id, column.key)] = String(raiseAmount(value, percent));
    }
  return next;
}

/** The valid rows of an import preview typed into the grid (empty cells stay as they are). */
export function editsFromImport(edits: Edits, rows: TariffImportPreview["rows"]): Edits {
  const next: Edits = { ...edits };
  const put = (cargoTypeId: number, column: string, value: number | null | undefined) => {
    if (value !== null && value !== undefined) next[cellKey(cargoTypeId, column)] = String(value);
  };
  for (const row of rows) {
    put(row.cargo_type_id, "harga", row.harga);
    put(row.cargo_type_id, "harga_muatan", row.harga_muatan);
    for (const cell of row.components) put(row.cargo_type_id, `c${cell.component_id}`, cell.jumlah);
  }
  return next;
}
