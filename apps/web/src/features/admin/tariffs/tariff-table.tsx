import type { TariffGrid } from "@ferry/shared/tariffs";
import type { KeyboardEvent } from "react";
import { useRef } from "react";
import {
  cellKey,
  cellState,
  type Edits,
  type GridColumn,
  gridColumns,
  hasCell,
  originalOf,
} from "./tariff-edits";

type GridRow = TariffGrid["rows"][number];

export const cargoLabel = (row: GridRow) =>
  row.cargo_type.golongan ? `Gol ${row.cargo_type.golongan} · ${row.cargo_type.nama}` : row.cargo_type.nama;

const STATE_CLASS = {
  same: "border-transparent bg-transparent",
  changed: "border-amber-400 bg-amber-50 font-semibold dark:bg-amber-900/40",
  invalid: "border-red-500 bg-red-50 dark:bg-red-900/40",
};

/** Whether a component's amount is the general one (every route) rather than this route's own. */
function isGeneral(row: GridRow, column: GridColumn) {
  const cell = row.components.find((line) => line.component_id === column.componentId);
  return cell !== undefined && cell.jumlah !== null && !cell.khusus_rute;
}

/**
 * The tariff of one route as a table: cargo types as rows, the fares and components as columns, each
 * cell typed in place. Tab moves right (the browser's order), Enter and the arrow keys up/down move down
 * or up the column; changed cells are highlighted, amounts that are not whole rupiah outlined in red.
 */
export function TariffTable({
  grid,
  edits,
  onEdit,
  readOnly,
}: {
  grid: TariffGrid;
  edits: Edits;
  onEdit: (key: string, value: string) => void;
  readOnly: boolean;
}) {
  const table = useRef<HTMLTableElement>(null);
  const columns = gridColumns(grid);

  const move = (event: KeyboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => {
    const down = event.key === "ArrowDown" || (event.key === "Enter" && !event.shiftKey);
    const up = event.key === "ArrowUp" || (event.key === "Enter" && event.shiftKey);
    if (!down && !up) return;
    event.preventDefault();
    for (let next = rowIndex + (down ? 1 : -1); next >= 0 && next < grid.rows.length; next += down ? 1 : -1) {
      const target = table.current?.querySelector<HTMLInputElement>(
        `input[data-row="${next}"][data-col="${columnIndex}"]`,
      );
      if (target) {
        target.focus();
        target.select();
        return;
      }
    }
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table ref={table} className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left dark:bg-slate-800">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 dark:bg-slate-800">
              Jenis muatan
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="min-w-32 px-3 py-2 text-right whitespace-nowrap">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row.cargo_type.id} className="border-t border-slate-100 dark:border-slate-800">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-3 py-1 text-left font-medium whitespace-nowrap dark:bg-slate-900"
              >
                {cargoLabel(row)}
              </th>
              {columns.map((column, columnIndex) => {
                if (!hasCell(row, column))
                  return (
                    <td key={column.key} className="px-3 py-1 text-right text-slate-400">
                      —
                    </td>
                  );
                const key = cellKey(row.cargo_type.id, column.key);
                const original = originalOf(row, column);
                const state = cellState(edits, row, column);
                const general = state === "same" && isGeneral(row, column);
                return (
                  <td key={column.key} className="px-1 py-0.5">
                    <input
                      type="text"
                      inputMode="numeric"
                      data-row={rowIndex}
                      data-col={columnIndex}
                      aria-label={`${column.label} ${cargoLabel(row)}`}
                      aria-invalid={state === "invalid"}
                      title={general ? "Tarif umum (semua rute)" : undefined}
                      readOnly={readOnly}
                      value={edits[key] ?? (original === null ? "" : String(original))}
                      placeholder="—"
                      onChange={(event) => onEdit(key, event.target.value)}
                      onFocus={(event) => event.target.select()}
                      onKeyDown={(event) => move(event, rowIndex, columnIndex)}
                      className={`w-full min-w-28 rounded border px-2 py-1 text-right tabular-nums focus:border-navy-500 focus:outline-none ${STATE_CLASS[state]} ${general ? "text-slate-500 italic" : ""}`}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
