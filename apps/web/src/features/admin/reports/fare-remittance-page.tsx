import { FARE_OWNER_LABELS } from "@ferry/shared/fare-components";
import { FARE_REMITTANCE_COLUMNS, FARE_REMITTANCE_TITLE } from "@ferry/shared/fare-remittance";
import { dayLabel } from "@ferry/shared/labels";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { formatRupiah } from "../../../lib/format";
import { useFareRemittance, useOptionList } from "./api/reports";
import { ExportButtons } from "./export-buttons";
import { paramsOf, ReportFilters } from "./report-filters";
import { ReportState } from "./report-state";
import { ReportTable } from "./report-table";

/**
 * 'Setoran Komponen Tarif' (decision 044): per port of origin and fare component, what was collected,
 * returned by refunds and is left to remit, over the finance report's bookings and days.
 */
export default function FareRemittancePage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search, ["from", "to", "port_id"]);
  const report = useFareRemittance(params);
  const ports = useOptionList("/ports/options").data ?? [];
  const data = report.data;
  const setPort = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set("port_id", value);
    else next.delete("port_id");
    setSearch(next, { replace: true });
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{FARE_REMITTANCE_TITLE}</h1>
          {data ? (
            <p className="text-sm text-slate-500">
              Periode {dayLabel(data.from)} s.d. {dayLabel(data.to)} (tanggal booking, seperti Laporan
              Keuangan)
            </p>
          ) : null}
        </div>
        <ExportButtons
          path="/reports/fare-remittance/export"
          params={params}
          name={`setoran-komponen-tarif-${data ? `${data.from}-${data.to}` : "periode"}`}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <ReportFilters params={search} setParams={setSearch} voyage={false} />
        <label className="text-sm">
          <span className="mr-2">Pelabuhan Asal</span>
          <select
            className={controlClass}
            value={search.get("port_id") ?? ""}
            onChange={(event) => setPort(event.target.value)}
          >
            <option value="">Semua pelabuhan</option>
            {ports.map((port) => (
              <option key={port.id} value={port.id}>
                {port.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportState report={report} failure="Gagal memuat laporan setoran">
        {(found) => (
          <>
            <ReportTable
              columns={FARE_REMITTANCE_COLUMNS}
              rows={found.rows.map((row) => ({
                ...row,
                pemilik: FARE_OWNER_LABELS[row.pemilik],
                penerima: row.penerima ?? "-",
              }))}
              totals={found.totals}
            />
            <p className="text-sm">
              Disetor ke pihak ketiga: <strong>{formatRupiah(found.pihak_ketiga.disetor)}</strong> (dipungut{" "}
              {formatRupiah(found.pihak_ketiga.dipungut)}, dikembalikan{" "}
              {formatRupiah(found.pihak_ketiga.dikembalikan)})
            </p>
          </>
        )}
      </ReportState>
    </div>
  );
}
