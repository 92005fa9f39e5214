import { VOYAGE_REPORTS } from "@ferry/shared/reports";
import { Link } from "react-router";

const DESCRIPTIONS: Record<string, string> = {
  "summary-manifest": "Per pelayaran: kapasitas, keterisian, penumpang, kendaraan, naik dan pendapatan.",
  "jadwal-pelayaran": "Jadwal keberangkatan dengan kapasitas, terjual dan sisa kuota.",
  "manifest-penumpang": "Daftar penumpang booking terkonfirmasi per pelayaran.",
  "manifest-kendaraan": "Daftar kendaraan booking terkonfirmasi per pelayaran.",
  "rekap-manifest-bulanan":
    "Per hari dan rute: penumpang per kelas, kendaraan per golongan, pendapatan, refund.",
  "rekap-refund-bulanan": "Per hari dan rute: pengajuan dan pengembalian dana refund.",
  "reklasifikasi-kendaraan":
    "Per pelayaran: kendaraan yang diukur ulang di gerbang, golongan lama dan baru, selisih tarif.",
};

/** `/pelayaran-laporan`: the voyage reports. */
export default function ReportsIndexPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Laporan Pelayaran</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {VOYAGE_REPORTS.map((report) => (
          <li key={report.key}>
            <Link
              to={`/pelayaran-laporan/${report.key}`}
              className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-navy-500 hover:shadow dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="font-semibold">{report.title}</span>
              <span className="mt-1 block text-sm text-slate-500">{DESCRIPTIONS[report.key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
