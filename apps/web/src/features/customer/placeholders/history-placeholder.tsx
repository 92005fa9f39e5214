import { Construction, Search } from "lucide-react";

const SAMPLE = [
  {
    code: "CONTOH1",
    route: "Ketapang - Gilimanuk",
    date: "12 Januari 2026",
    status: "Selesai",
    style: "bg-green-100 text-green-700",
  },
  {
    code: "CONTOH2",
    route: "Gilimanuk - Ketapang",
    date: "20 Januari 2026",
    status: "Menunggu Pembayaran",
    style: "bg-amber-100 text-amber-800",
  },
];

/** /customer/history while online booking is off: an 'under development' page with a non-working preview. */
export function CustomerHistoryPlaceholder() {
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          <Construction className="h-6 w-6 text-amber-600" aria-hidden="true" /> Riwayat Pemesanan Sedang
          Dalam Pengembangan
        </h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Tampilan di bawah ini hanya pratinjau dan belum berisi data pemesanan Anda.
        </p>
      </section>
      <section
        aria-label="Pratinjau riwayat"
        className="rounded-xl border border-slate-200 bg-white p-5 opacity-75 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row">
          <label className="relative flex-1">
            <span className="sr-only">Cari kode booking</span>
            <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
            <input
              disabled
              placeholder="Cari kode booking..."
              className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm dark:border-slate-600 dark:bg-slate-800"
            />
          </label>
          <label>
            <span className="sr-only">Filter status</span>
            <select
              disabled
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
            >
              <option>Semua Status</option>
            </select>
          </label>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2">Kode Booking</th>
                <th className="py-2">Rute</th>
                <th className="py-2">Tanggal</th>
                <th className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {SAMPLE.map((row) => (
                <tr key={row.code} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-2 font-mono">{row.code}</td>
                  <td className="py-2">{row.route}</td>
                  <td className="py-2">{row.date}</td>
                  <td className="py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.style}`}>
                      {row.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
