import { dayLabel } from "@ferry/shared/labels";
import { CHANNEL_LABELS } from "@ferry/shared/reports";
import { Link } from "react-router";
import { formatRupiah } from "../../lib/format";
import { useDashboardSummary } from "./api/dashboard";
import { RevenueTrend } from "./revenue-trend";

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

/** The dashboard's figures, each card only when the server answered its block (the user's permissions). */
export function SummaryCards() {
  const summary = useDashboardSummary();
  const data = summary.data;
  if (summary.isLoading) return <p className="text-slate-500">Memuat ringkasan...</p>;
  if (summary.error || !data) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {data.sales ? (
        <section aria-labelledby="sales-title" className={card}>
          <h2 id="sales-title" className="mb-3 text-lg font-semibold">
            Penjualan Minggu Ini per Kanal
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data.sales.by_channel.map((row) => (
              <div key={row.channel}>
                <dt className="text-xs text-slate-500 uppercase">
                  {CHANNEL_LABELS[row.channel] ?? row.channel}
                </dt>
                <dd className="font-semibold">{formatRupiah(row.revenue)}</dd>
                <dd className="text-xs text-slate-500">{row.bookings} booking</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <h3 className="text-sm font-medium">Tren Pendapatan</h3>
            <RevenueTrend points={data.sales.trend} />
          </div>
        </section>
      ) : null}
      {data.scans ? (
        <section aria-labelledby="scans-title" className={card}>
          <h2 id="scans-title" className="mb-3 text-lg font-semibold">
            Tiket Dipindai Hari Ini
          </h2>
          <p className="text-3xl font-bold">{data.scans.diterima.toLocaleString("id-ID")}</p>
          <p className="text-sm text-slate-500">
            diterima dari {data.scans.total.toLocaleString("id-ID")} pindaian ({data.scans.ditolak} ditolak)
          </p>
        </section>
      ) : null}
      {data.approvals ? (
        <section aria-labelledby="approvals-title" className={card}>
          <h2 id="approvals-title" className="mb-3 text-lg font-semibold">
            Menunggu Persetujuan
          </h2>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.approvals.map((row) => (
              <li key={row.key} className="flex justify-between py-1.5">
                <Link to={row.path} className="hover:underline">
                  {row.label}
                </Link>
                <span className={row.count > 0 ? "font-semibold text-amber-700" : "text-slate-500"}>
                  {row.count}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.sailings ? (
        <section aria-labelledby="week-title" className={`${card} lg:col-span-2`}>
          <h2 id="week-title" className="mb-3 text-lg font-semibold">
            Pelayaran Minggu Ini · {dayLabel(data.week.from)} s.d. {dayLabel(data.week.to)}
          </h2>
          {data.sailings.week.length === 0 ? (
            <p className="text-slate-500">Tidak ada pelayaran minggu ini.</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard (axe scrollable-region-focusable)
            <section className="max-h-72 overflow-auto" aria-labelledby="week-title" tabIndex={0}>
              <table className="min-w-full text-sm">
                <thead className="text-left text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="py-1 pr-3">Tanggal</th>
                    <th className="py-1 pr-3">Jam</th>
                    <th className="py-1 pr-3">Rute</th>
                    <th className="py-1 pr-3">Kapal</th>
                    <th className="py-1 pr-3 text-right">Kursi terjual</th>
                    <th className="py-1 pr-3 text-right">Tempat kendaraan terjual</th>
                    <th className="py-1 text-right">Load Factor Kursi</th>
                  </tr>
                </thead>
                <tbody>
                  {data.sailings.week.map((row) => (
                    <tr key={row.id} className={row.tanggal === data.today ? "font-medium" : ""}>
                      <td className="py-1 pr-3">{dayLabel(row.tanggal)}</td>
                      <td className="py-1 pr-3">{row.jam}</td>
                      <td className="py-1 pr-3">{row.kode_rute}</td>
                      <td className="py-1 pr-3">{row.kapal}</td>
                      <td className="py-1 pr-3 text-right">
                        {row.kursi_terjual} / {row.kursi}
                      </td>
                      <td className="py-1 pr-3 text-right">
                        {row.tempat_terjual} / {row.tempat_kendaraan}
                      </td>
                      <td className="py-1 text-right">{row.load_factor.toLocaleString("id-ID")}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      ) : null}
    </div>
  );
}
