import { scheduleStatusLabel } from "@ferry/shared/schedules";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { useManifestDay } from "./api/manifests";
import { SchedulePicker, scheduleText, useScheduleChoice } from "./schedule-picker";

const linkClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-600";

/** /manifest: a day's sailings, each with links to its passenger and vehicle manifests. */
export default function ManifestPage() {
  const choice = useScheduleChoice();
  const day = useManifestDay(choice.date);
  const rows = (day.data ?? []).filter((row) => !choice.schedule || row.schedule.id === choice.schedule);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Manifest</h1>
        <p className="text-sm text-slate-500">
          Pra-manifest (semua yang dipesan) dan manifest akhir (semua yang naik melalui pemindaian) per
          jadwal.
        </p>
      </div>
      <SchedulePicker choice={choice} />
      {day.isLoading ? (
        <p className="text-slate-500">Memuat jadwal...</p>
      ) : day.error ? null : rows.length === 0 ? (
        <EmptyState title="Tidak ada pelayaran pada tanggal ini" />
      ) : (
        <ul className="divide-y rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {rows.map(({ schedule, frozen }) => (
            <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div>
                <p className="font-medium">{scheduleText(schedule)}</p>
                <p className="text-xs text-slate-500">
                  Status {scheduleStatusLabel(schedule.status)} ·{" "}
                  {frozen ? "manifest dikunci" : "manifest terbuka"}
                </p>
              </div>
              <div className="flex gap-2">
                <Link className={linkClass} to={`/manifest/${schedule.id}/passengers`}>
                  Manifest Penumpang
                </Link>
                <Link className={linkClass} to={`/manifest/${schedule.id}/vehicles`}>
                  Manifest Kendaraan
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
