import type { ReportColumn } from "@ferry/shared/reports";
import { formatRupiah } from "../../../lib/format";

type Row = Record<string, string | number | null>;

function show(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value !== "number") return String(value);
  if (column.kind === "money") return formatRupiah(value);
  if (column.kind === "percent") return `${value.toLocaleString("id-ID")}%`;
  return value.toLocaleString("id-ID");
}

/** A report's table with its totals row at the foot. */
export function ReportTable({
  caption,
  columns,
  rows,
  totals,
}: {
  caption?: string;
  columns: ReportColumn[];
  rows: Row[];
  totals: Record<string, number>;
}) {
  const right = (column: ReportColumn) =>
    column.kind && column.kind !== "text" && column.kind !== "date" ? "text-right" : "";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full text-sm">
        {caption ? <caption className="px-3 py-2 text-left font-semibold">{caption}</caption> : null}
        <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={`px-3 py-2 whitespace-nowrap ${right(column)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                Tidak ada data pada periode ini.
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key} className={`px-3 py-1.5 whitespace-nowrap ${right(column)}`}>
                    {show(column, row[column.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold dark:bg-slate-800">
          <tr data-testid="totals-row">
            {columns.map((column, index) => (
              <td key={column.key} className={`px-3 py-2 whitespace-nowrap ${right(column)}`}>
                {index === 0 ? "Total" : column.key in totals ? show(column, totals[column.key]) : ""}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
