import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { useShipReport } from "./api/ship-report";
import { StatusBadge } from "./status-badge";

/** Ship reports: sailings, load factor and crew certificate expiry per ship over a period. */
export default function ShipReportPage() {
  const [params, setParams] = useSearchParams();
  const query = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const report = useShipReport(query);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Laporan Kapal</h1>
        <p className="text-sm text-slate-500">
          Jumlah pelayaran, tingkat keterisian dan masa berlaku sertifikat ABK per kapal.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <label className="text-sm">
          <span className="mr-2">Dari</span>
          <input
            type="date"
            className={controlClass}
            value={params.get("from") ?? report.data?.from ?? ""}
            onChange={(event) => set("from", event.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="mr-2">Sampai</span>
          <input
            type="date"
            className={controlClass}
            value={params.get("to") ?? report.data?.to ?? ""}
            onChange={(event) => set("to", event.target.value)}
          />
        </label>
      </div>
      {report.isLoading ? (
        <p className="text-slate-500">Memuat laporan...</p>
      ) : report.error ? (
        <p role="alert" className="text-red-600">
          {report.error.message || "Gagal memuat laporan kapal"}{" "}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : report.data?.ships.length === 0 ? (
        <p className="text-slate-500">Belum ada kapal.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800">
              <tr>
                <th className="px-3 py-2">Kapal</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2 text-right">Pelayaran</th>
                <th className="px-3 py-2 text-right">Kursi terjual</th>
                <th className="px-3 py-2 text-right">Keterisian kursi</th>
                <th className="px-3 py-2 text-right">Tempat kendaraan terjual</th>
                <th className="px-3 py-2 text-right">Keterisian kendaraan</th>
                <th className="px-3 py-2">Sertifikat ABK</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {report.data?.ships.map((ship) => (
                <tr key={ship.ship_id}>
                  <td className="px-3 py-2">
                    {ship.nama} <span className="text-slate-500">({ship.kode_kapal})</span>
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge value={ship.status_operasional} />
                  </td>
                  <td className="px-3 py-2 text-right">{ship.sailings}</td>
                  <td className="px-3 py-2 text-right">
                    {ship.kursi_terjual} / {ship.kursi}
                  </td>
                  <td className="px-3 py-2 text-right">{ship.load_factor.toLocaleString("id-ID")}%</td>
                  <td className="px-3 py-2 text-right">
                    {ship.tempat_terjual} / {ship.tempat_kendaraan}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {ship.load_factor_kendaraan.toLocaleString("id-ID")}%
                  </td>
                  <td className="px-3 py-2">
                    {ship.certificates_expired > 0 ? (
                      <span className="font-semibold text-red-600">
                        {ship.certificates_expired} kedaluwarsa
                      </span>
                    ) : (
                      <span className="text-green-700 dark:text-green-400">Semua berlaku</span>
                    )}
                    {ship.next_certificate_expiry ? (
                      <span className="block text-xs text-slate-500">
                        Berikutnya: {ship.next_certificate_expiry}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
