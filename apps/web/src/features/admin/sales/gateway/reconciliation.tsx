import { dayLabel } from "@ferry/shared/labels";
import { useSearchParams } from "react-router";
import { Spinner } from "../../../../components/ui/spinner";
import { ExportButtons } from "../../reports/export-buttons";
import { paramsOf, ReportFilters } from "../../reports/report-filters";
import { ReportTables } from "../../reports/report-tables";
import { RECONCILIATION_PATH, useReconciliation } from "./api/reconciliation";

/**
 * 'Rekonsiliasi' (decision 035): per day of the order (the operator's zone) how many gateway payments are
 * paid, waiting, expired, of another amount or to refund, with their sums, and the list where the gateway
 * and the booking disagree; exported as CSV, Excel or PDF like the other finance reports.
 */
export function GatewayReconciliation() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search, ["from", "to"]);
  const report = useReconciliation(params);
  const data = report.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">Rekonsiliasi Pembayaran Online</h2>
          {data ? (
            <p className="text-sm text-slate-500">
              Periode {dayLabel(data.from)} s.d. {dayLabel(data.to)} · hari menurut waktu order
            </p>
          ) : null}
        </div>
        <ExportButtons
          path={`${RECONCILIATION_PATH}/export`}
          params={params}
          name={`rekonsiliasi-pembayaran-online-${data ? `${data.from}-${data.to}` : "periode"}`}
        />
      </div>
      <ReportFilters params={search} setParams={setSearch} voyage={false} />
      {!data && !report.isError ? (
        <Spinner label="Memuat rekonsiliasi..." />
      ) : !data ? (
        <p role="alert" className="text-red-600">
          {report.error?.message || "Gagal memuat rekonsiliasi"}{" "}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : data.days.rows.length === 0 ? (
        <p className="text-slate-500">Belum ada pembayaran online pada periode ini.</p>
      ) : (
        <ReportTables tables={[data.days, data.mismatches]} />
      )}
    </div>
  );
}
