import type { CashierShift } from "@ferry/shared/cashier-shifts";
import { formatDateTime, formatRupiah } from "../../../lib/format";

/** A difference with its sign: `+Rp 1.000` over, `-Rp 1.000` short. */
export const signedRupiah = (amount: number | null) =>
  amount === null ? "-" : `${amount > 0 ? "+" : amount < 0 ? "-" : ""}${formatRupiah(Math.abs(amount))}`;

const differenceClass = (amount: number | null) =>
  amount === null || amount === 0 ? "" : amount < 0 ? "text-red-700 dark:text-red-400" : "text-amber-700";

export const cellClass = "px-3 py-2 text-right tabular-nums";

/** A shift's header: who, where, since when, float, sales and refunds paid out. */
export function ShiftFacts({ shift }: { shift: CashierShift }) {
  const facts: [string, string][] = [
    ["Kode", shift.kode],
    ["Kasir", shift.kasir_nama ?? "-"],
    ["Loket", shift.loket],
    ["Dibuka", formatDateTime(shift.opened_at)],
    ...(shift.closed_at ? ([["Ditutup", formatDateTime(shift.closed_at)]] as [string, string][]) : []),
    ["Status", shift.status_label],
    ["Modal awal", formatRupiah(shift.modal_awal)],
    ["Transaksi", String(shift.jumlah_transaksi)],
    ["Penjualan", formatRupiah(shift.total_penjualan)],
    ["Refund dibayarkan", formatRupiah(shift.total_refund)],
    ...(shift.approved_at
      ? ([["Disetujui", `${shift.approved_by_nama ?? "-"}, ${formatDateTime(shift.approved_at)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Per method: taken in, paid out, expected, counted and the difference (read-only). */
export function MethodTable({ shift }: { shift: CashierShift }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Rincian per metode pembayaran</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left dark:border-slate-700">
          <th className="px-3 py-2">Metode</th>
          <th className={cellClass}>Penjualan</th>
          <th className={cellClass}>Refund</th>
          <th className={cellClass}>Diharapkan</th>
          <th className={cellClass}>Dihitung</th>
          <th className={cellClass}>Selisih</th>
        </tr>
      </thead>
      <tbody>
        {shift.methods.map((line) => (
          <tr key={line.method} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {line.label}
            </th>
            <td className={cellClass}>{formatRupiah(line.diterima)}</td>
            <td className={cellClass}>{formatRupiah(line.refund)}</td>
            <td className={cellClass}>{formatRupiah(line.diharapkan)}</td>
            <td className={cellClass}>{line.dihitung === null ? "-" : formatRupiah(line.dihitung)}</td>
            <td className={`${cellClass} ${differenceClass(line.selisih)}`}>{signedRupiah(line.selisih)}</td>
          </tr>
        ))}
      </tbody>
      {shift.selisih !== null ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className="px-3 py-2 text-right">
              Total selisih
            </th>
            <td className={`${cellClass} font-semibold ${differenceClass(shift.selisih)}`}>
              {signedRupiah(shift.selisih)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

export { differenceClass };
