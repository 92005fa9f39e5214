import type { ShiftReportRow } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import { Field } from "../../../components/form/field";
import { formatRupiah } from "../../../lib/format";
import { useShiftReport } from "./api/shifts";
import { cellClass, signedRupiah } from "./shift-figures";

const MONEY: [keyof ShiftReportRow, string][] = [
  ["penjualan", "Penjualan"],
  ["refund", "Refund"],
  ["tunai", "Tunai"],
  ["transfer", "Transfer"],
  ["qris", "QRIS"],
];

function DailyTable({ title, who, rows }: { title: string; who: "kasir" | "loket"; rows: ShiftReportRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="py-2 text-left font-semibold">{title}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left dark:border-slate-700">
          <th className="px-3 py-2">Tanggal</th>
          <th className="px-3 py-2">{who === "kasir" ? "Kasir" : "Loket"}</th>
          <th className={cellClass}>Shift</th>
          {MONEY.map(([, label]) => (
            <th key={label} className={cellClass}>
              {label}
            </th>
          ))}
          <th className={cellClass}>Selisih</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={9} className="px-3 py-4 text-center text-slate-500">
              Tidak ada shift pada periode ini.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={`${row.tanggal}-${row[who]}`}
              className="border-b border-slate-100 dark:border-slate-800"
            >
              <td className="px-3 py-2">{row.tanggal}</td>
              <td className="px-3 py-2">{row[who]}</td>
              <td className={cellClass}>{row.shift}</td>
              {MONEY.map(([key]) => (
                <td key={key} className={cellClass}>
                  {formatRupiah(row[key] as number)}
                </td>
              ))}
              <td className={cellClass}>{signedRupiah(row.selisih)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** 'Rekap Harian': takings per cashier and per counter per day over a period (default: this month). */
export function ShiftReportSection() {
  const [period, setPeriod] = useState({ from: "", to: "" });
  const query = Object.fromEntries(Object.entries(period).filter(([, value]) => value !== ""));
  const report = useShiftReport(query);
  return (
    <section aria-label="Rekap harian shift" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-lg font-semibold">Rekap Harian per Kasir dan per Loket</h2>
        <Field
          label="Dari"
          type="date"
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.target.value })}
        />
        <Field
          label="Sampai"
          type="date"
          value={period.to}
          onChange={(e) => setPeriod({ ...period, to: e.target.value })}
        />
      </div>
      {report.isError ? <p role="alert">Gagal memuat rekap shift</p> : null}
      <DailyTable title="Per kasir" who="kasir" rows={report.data?.per_kasir ?? []} />
      <DailyTable title="Per loket" who="loket" rows={report.data?.per_loket ?? []} />
    </section>
  );
}
