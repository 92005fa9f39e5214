import { todayIn } from "@ferry/shared/zoned-time";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { DEFAULT_ZONE, formatTime } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { type ScheduleChoice, useSalesLimits, useScheduleChoices } from "./api/sales-limits";
import { LimitsForm } from "./limits-form";

function scheduleLabel(schedule: ScheduleChoice): string {
  const zone = schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  const parts = [formatTime(schedule.waktu_berangkat, zone), schedule.route?.nama_rute, schedule.ship?.nama];
  const label = parts.filter(Boolean).join(" · ");
  return schedule.status === "batal" ? `${label} (batal)` : label;
}

/** /limit-jual: how many seats of a schedule each channel (loket, ekspedisi, agen, online) may sell. */
export default function SalesLimitsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const date = params.get("date") ?? todayIn(DEFAULT_ZONE);
  const scheduleId = Number(params.get("schedule")) || null;
  const choices = useScheduleChoices(date, session.can("view jadwal"));
  const limits = useSalesLimits(scheduleId);
  const set = (values: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Limit Jual</h1>
        <p className="text-sm text-slate-500">
          Batas kursi per jadwal yang boleh dijual tiap kanal. Kanal tanpa batas dapat menjual sampai kuota
          habis.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Tanggal</span>
          <input
            type="date"
            className={controlClass}
            value={date}
            onChange={(event) => set({ date: event.target.value, schedule: "" })}
          />
        </label>
        <label className="min-w-72 flex-1 text-sm">
          <span className="mb-1 block font-medium">Jadwal</span>
          <select
            className={`${controlClass} w-full`}
            value={scheduleId ?? ""}
            onChange={(event) => set({ schedule: event.target.value })}
            disabled={choices.isLoading}
          >
            <option value="">{choices.isLoading ? "Memuat jadwal..." : "— pilih jadwal —"}</option>
            {(choices.data ?? []).map((schedule) => (
              <option key={schedule.id} value={schedule.id}>
                {scheduleLabel(schedule)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {choices.error ? (
        <p role="alert" className="text-red-600">
          {choices.error.message || "Gagal memuat jadwal"}
        </p>
      ) : choices.data?.length === 0 ? (
        <p className="text-slate-500">Tidak ada jadwal pada tanggal ini.</p>
      ) : null}
      {scheduleId === null ? null : limits.isLoading ? (
        <p className="text-slate-500">Memuat limit jual...</p>
      ) : limits.error || !limits.data ? (
        <p role="alert" className="text-red-600">
          {limits.error?.message || "Gagal memuat limit jual"}
        </p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <LimitsForm data={limits.data} canEdit={session.can("edit booking")} />
        </div>
      )}
    </div>
  );
}
