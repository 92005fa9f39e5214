import { type ExpeditionCompany, LEDGER_KIND_LABELS } from "@ferry/shared/expedition-companies";
import { useState } from "react";
import { Pagination } from "../../../components/ui/pagination";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { useCompanyLedger } from "./api/expedition";

const kindLabel = (jenis: string) => LEDGER_KIND_LABELS[jenis as keyof typeof LEDGER_KIND_LABELS] ?? jenis;

/** A company's credit movements: credit used by bookings and settlements, with the piutang after each. */
export function CompanyLedger({ row }: { row: ExpeditionCompany }) {
  const [page, setPage] = useState(1);
  const ledger = useCompanyLedger(row.id, page);
  if (ledger.isLoading) return <p className="text-sm text-slate-500">Memuat riwayat kredit...</p>;
  if (ledger.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {ledger.error.message || "Gagal memuat riwayat kredit"}
      </p>
    );
  const entries = ledger.data?.data ?? [];
  const meta = ledger.data?.meta;
  if (entries.length === 0) return <p className="text-sm text-slate-500">Belum ada riwayat kredit.</p>;
  return (
    <div className="space-y-2">
      <table className="w-full text-sm" aria-label={`Riwayat kredit ${row.nama}`}>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1 text-left">Tanggal</th>
            <th className="py-1 text-left">Jenis</th>
            <th className="py-1 text-right">Jumlah</th>
            <th className="py-1 text-right">Piutang setelah</th>
            <th className="py-1 text-left">Booking</th>
            <th className="py-1 text-left">Keterangan</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="py-1">{formatDateTime(entry.created_at)}</td>
              <td className="py-1">{kindLabel(entry.jenis)}</td>
              <td
                className={`py-1 text-right ${entry.jenis === "pelunasan" ? "text-green-700 dark:text-green-400" : ""}`}
              >
                {entry.jenis === "pelunasan" ? "−" : "+"}
                {formatRupiah(entry.amount)}
              </td>
              <td className="py-1 text-right">{formatRupiah(entry.piutang_setelah)}</td>
              <td className="py-1 font-mono">{entry.booking_code ?? "-"}</td>
              <td className="py-1">{entry.keterangan ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta && meta.last_page > 1 ? <Pagination meta={meta} onPage={setPage} /> : null}
    </div>
  );
}
