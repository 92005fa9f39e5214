import { dayLabel } from "@ferry/shared/labels";
import { useSearchParams } from "react-router";
import { useFinanceReport } from "./api/reports";
import { ExportButtons } from "./export-buttons";
import { paramsOf, ReportFilters } from "./report-filters";
import { ReportState } from "./report-state";
import { ReportTables } from "./report-tables";

/** 'Laporan Keuangan': revenue by day, route and channel, payments, refunds, agent top-ups and balances. */
export default function FinanceReportPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search, ["from", "to"]);
  const report = useFinanceReport(params);
  const data = report.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">Laporan Keuangan</h1>
          {data ? (
            <p className="text-sm text-slate-500">
              Periode {dayLabel(data.from)} s.d. {dayLabel(data.to)}
            </p>
          ) : null}
        </div>
        <ExportButtons
          path="/reports/finance/export"
          params={params}
          name={`laporan-keuangan-${data ? `${data.from}-${data.to}` : "periode"}`}
        />
      </div>
      <ReportFilters params={search} setParams={setSearch} voyage={false} />
      <ReportState report={report} failure="Gagal memuat laporan keuangan">
        {(found) => (
          <ReportTables
            tables={[found.revenue, found.payments, found.refunds, found.topups, found.balances]}
          />
        )}
      </ReportState>
    </div>
  );
}
