import type { FinanceTable } from "@ferry/shared/reports";
import { ReportTable } from "./report-table";

/** Several report tables one under the other, each captioned with its title and closed by its totals. */
export function ReportTables({ tables }: { tables: FinanceTable[] }) {
  return (
    <div className="space-y-6">
      {tables.map((table) => (
        <ReportTable
          key={table.title}
          caption={table.title}
          columns={table.columns}
          rows={table.rows}
          totals={table.totals}
        />
      ))}
    </div>
  );
}
