import { formatDateLong, formatRupiah } from "../../../lib/format";
import type { AgentReport } from "./api/agent-sales";

/** A report day (a calendar date): read at noon UTC, so no zone moves it to another day. */
export const calendarDay = (date: string) => formatDateLong(`${date}T12:00:00Z`, "UTC");

/** The report's days: bookings, passengers, vehicles and sales of each. */
export function AgentReportTable({
  days,
  loading,
}: {
  days: AgentReport["days"] | undefined;
  loading: boolean;
}) {
  if (loading) return <p className="text-slate-500">Memuat laporan...</p>;
  if (!days || days.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500 dark:border-slate-700">
        Tidak ada penjualan pada periode ini.
      </p>
    );
  const cell = "px-3 py-2";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800">
          <tr>
            <th className={cell}>Tanggal</th>
            <th className={`${cell} text-right`}>Booking</th>
            <th className={`${cell} text-right`}>Penumpang</th>
            <th className={`${cell} text-right`}>Kendaraan</th>
            <th className={`${cell} text-right`}>Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {days.map((day) => (
            <tr key={day.date}>
              <td className={`${cell} whitespace-nowrap`}>{calendarDay(day.date)}</td>
              <td className={`${cell} text-right`}>{day.bookings}</td>
              <td className={`${cell} text-right`}>{day.penumpang}</td>
              <td className={`${cell} text-right`}>{day.kendaraan}</td>
              <td className={`${cell} text-right`}>{formatRupiah(day.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
