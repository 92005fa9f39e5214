import { ShieldAlert, ShieldCheck } from "lucide-react";
import { formatTime } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { StatusBadge } from "../voyage/status-badge";
import type { Boarding, Counts } from "./api/boardings";
import { BoardingAction } from "./boarding-action";
import { ScanConflicts } from "./offline/scan-conflicts";
import { UnsyncedDevices } from "./offline/unsynced-devices";
import { scheduleLabel, zoneOf } from "./schedule-label";

function Tally({ label, counts }: { label: string; counts: Counts }) {
  const share = counts.terjual === 0 ? 0 : Math.round((counts.naik / counts.terjual) * 100);
  return (
    <div>
      <p className="text-xs text-slate-500 uppercase">{label}</p>
      <p className="text-2xl font-bold tabular-nums">
        {counts.naik} <span className="text-base font-normal text-slate-500">/ {counts.terjual}</span>
      </p>
      <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className="h-2 rounded-full bg-green-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

const STATES = { belum: "Belum dibuka", dibuka: "Boarding dibuka", ditutup: "Boarding ditutup" } as const;

/** One sailing on /embarkasi: boarding state, the master check, boarded against sold, and its action. */
export function BoardingCard({ boarding }: { boarding: Boarding }) {
  const session = useSession();
  const { schedule, master } = boarding;
  const zone = zoneOf(boarding);
  // A sailing set to `boarding` by hand on /jadwal (no boarding opened here) may be opened to repair it.
  const canOpen = ["terjadwal", "boarding"].includes(schedule.status) && boarding.boarding.state !== "dibuka";
  const canClose = schedule.status === "boarding" && boarding.boarding.state === "dibuka";
  return (
    <article
      aria-label={scheduleLabel(boarding)}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{scheduleLabel(boarding)}</h2>
          <p className="text-sm text-slate-500">
            {STATES[boarding.boarding.state]}
            {boarding.boarding.opened_at
              ? ` · dibuka ${formatTime(boarding.boarding.opened_at, zone)} oleh ${boarding.boarding.opened_by ?? "-"}`
              : ""}
            {boarding.boarding.closed_at
              ? ` · ditutup ${formatTime(boarding.boarding.closed_at, zone)} oleh ${boarding.boarding.closed_by ?? "-"}`
              : ""}
          </p>
        </div>
        <StatusBadge value={schedule.status} />
      </header>
      <p
        className={`flex items-start gap-2 text-sm ${master.ok ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
      >
        {master.ok ? (
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        {master.message}
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Tally label="Penumpang naik" counts={boarding.penumpang} />
        <Tally label="Kendaraan naik" counts={boarding.kendaraan} />
      </div>
      <ScanConflicts scheduleId={schedule.id} count={boarding.konflik} zone={zone} />
      <UnsyncedDevices devices={boarding.perangkat_belum_sinkron} zone={zone} />
      <div className="flex flex-wrap gap-2">
        {canOpen && session.can("create embarkasi") ? (
          <BoardingAction boarding={boarding} action="open" />
        ) : null}
        {canClose && session.can("edit embarkasi") ? (
          <BoardingAction boarding={boarding} action="close" />
        ) : null}
      </div>
    </article>
  );
}
