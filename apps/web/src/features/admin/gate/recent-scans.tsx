import { scanTone } from "@ferry/shared/gate";
import type { ScanEntry } from "@ferry/shared/tickets";
import { formatTime } from "../../../lib/format";

const BADGES = {
  green: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200",
} as const;

/** The last scans of this gate, newest first. */
export function RecentScans({
  scans,
  zone,
  loading,
}: {
  scans: ScanEntry[] | undefined;
  zone: string;
  loading: boolean;
}) {
  return (
    <section aria-labelledby="recent-scans" className="space-y-2">
      <h2 id="recent-scans" className="text-lg font-semibold">
        Scan Terakhir
      </h2>
      {loading ? (
        <p className="text-slate-500">Memuat scan terakhir...</p>
      ) : !scans?.length ? (
        <p className="text-slate-500">Belum ada scan di gerbang ini.</p>
      ) : (
        <ol
          aria-label="Scan terakhir"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900"
        >
          {scans.map((scan) => (
            <li key={scan.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="w-20 shrink-0 text-slate-500 tabular-nums">
                {formatTime(scan.created_at, zone)}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[scanTone(scan.result)]}`}
              >
                {scan.result_label}
              </span>
              <span className="font-medium">
                {scan.ticket ? `${scan.ticket.nama} · ${scan.ticket.kode_tiket}` : (scan.raw_data ?? "-")}
              </span>
              <span className="basis-full text-xs text-slate-500">{scan.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
