import { todayIn } from "@ferry/shared/zoned-time";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { DEFAULT_ZONE, formatTime } from "../../../lib/format";
import { type ManifestSchedule, useManifestDay } from "./api/manifests";

/** `08.00 WIB · Ketapang - Gilimanuk · KMP Jatra`. */
export function scheduleText(schedule: ManifestSchedule): string {
  const zone = schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  return [formatTime(schedule.waktu_berangkat, zone), schedule.route?.nama_rute, schedule.ship?.nama]
    .filter(Boolean)
    .join(" · ");
}

/** The chosen day and sailing, kept in the address (`?date=&schedule=`). */
export function useScheduleChoice() {
  const [params, setParams] = useSearchParams();
  const date = params.get("date") ?? todayIn(DEFAULT_ZONE);
  const schedule = Number(params.get("schedule")) || null;
  const choose = (next: { date?: string; schedule?: number | null }) => {
    const values = new URLSearchParams(params);
    if (next.date !== undefined) {
      values.set("date", next.date);
      values.delete("schedule");
    }
    if (next.schedule !== undefined) {
      if (next.schedule) values.set("schedule", String(next.schedule));
      else values.delete("schedule");
    }
    setParams(values, { replace: true });
  };
  return { date, schedule, choose };
}

/** Date and sailing pickers of the manifest screens. */
export function SchedulePicker({ choice }: { choice: ReturnType<typeof useScheduleChoice> }) {
  const day = useManifestDay(choice.date);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        <span className="mb-1 block font-medium">Tanggal</span>
        <input
          type="date"
          className={controlClass}
          value={choice.date}
          onChange={(event) => event.target.value && choice.choose({ date: event.target.value })}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Jadwal</span>
        <select
          className={`${controlClass} min-w-80`}
          value={choice.schedule ?? ""}
          disabled={day.isLoading}
          onChange={(event) => choice.choose({ schedule: Number(event.target.value) || null })}
        >
          <option value="">
            {day.isLoading ? "Memuat jadwal..." : day.data?.length ? "Pilih jadwal" : "Tidak ada jadwal"}
          </option>
          {day.data?.map((row) => (
            <option key={row.schedule.id} value={row.schedule.id}>
              {scheduleText(row.schedule)}
              {row.frozen ? " (dikunci)" : ""}
            </option>
          ))}
        </select>
      </label>
      {day.error ? (
        <p role="alert" className="text-sm text-red-600">
          {day.error.message || "Gagal memuat jadwal"}
        </p>
      ) : null}
    </div>
  );
}
