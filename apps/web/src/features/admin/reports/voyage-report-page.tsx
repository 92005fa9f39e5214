import { dayLabel } from "@ferry/shared/labels";
import { VOYAGE_REPORTS } from "@ferry/shared/reports";
import { Link, useLocation, useSearchParams } from "react-router";
import { useVoyageReport } from "./api/reports";
import { ExportButtons } from "./export-buttons";
import { paramsOf, ReportFilters } from "./report-filters";
import { ReportTable } from "./report-table";

const KEYS = ["from", "to", "month", "route_id", "ship_id", "schedule_id"];

/** One of the six voyage reports (its key is the last part of the path), filters in the URL. */
export default function VoyageReportPage() {
  const location = useLocation();
  const key = location.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const meta = VOYAGE_REPORTS.find((report) => report.key === key);
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search, KEYS);
  const report = useVoyageReport(key, params);
  const monthly = key.startsWith("rekap-");
  if (!meta) return <p>Laporan tidak dikenal.</p>;
  const period = report.data ? `${report.data.from}-${report.data.to}` : "periode";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Link to="/pelayaran-laporan" className="text-sm text-slate-500 hover:underline">
            Laporan Pelayaran
          </Link>
          <h1 className="text-2xl font-bold">{meta.title}</h1>
          {report.data ? (
            <p className="text-sm text-slate-500">
              Periode {dayLabel(report.data.from)} s.d. {dayLabel(report.data.to)}
            </p>
          ) : null}
        </div>
        <ExportButtons path={`/reports/${key}/export`} params={params} name={`${key}-${period}`} />
      </div>
      <ReportFilters params={search} setParams={setSearch} monthly={monthly} />
      {report.isLoading ? (
        <p className="text-slate-500">Memuat laporan...</p>
      ) : report.error ? (
        <p role="alert" className="text-red-600">
          {report.error.message || "Gagal memuat laporan"}{" "}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : report.data ? (
        <>
          {report.data.truncated ? (
            <p className="text-sm text-amber-700">
              Menampilkan {report.data.rows.length} baris pertama; ekspor berisi semua baris.
            </p>
          ) : null}
          <ReportTable columns={report.data.columns} rows={report.data.rows} totals={report.data.totals} />
        </>
      ) : null}
    </div>
  );
}
