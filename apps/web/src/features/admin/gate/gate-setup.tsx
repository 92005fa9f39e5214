import { useState } from "react";
import { controlClass } from "../../../components/form/control-class";
import type { Boarding } from "./api";
import { saveGateName } from "./gate-device";
import { scheduleLabel } from "./schedule-label";

/** The schedule a gate boards and the gate's name (remembered on this device). */
export function GateSetup({
  boardings,
  loading,
  scheduleId,
  onSchedule,
  gate,
  onGate,
  emptyText,
}: {
  boardings: Boarding[] | undefined;
  loading: boolean;
  scheduleId: number | null;
  onSchedule: (id: number | null) => void;
  gate: string;
  onGate: (name: string) => void;
  emptyText: string;
}) {
  const [draft, setDraft] = useState(gate);
  const commit = () => {
    const name = draft.trim();
    saveGateName(name);
    onGate(name);
  };
  return (
    <div className="flex flex-wrap gap-3">
      <label className="min-w-72 flex-1 text-sm">
        <span className="mb-1 block font-medium">Jadwal</span>
        <select
          className={`${controlClass} w-full`}
          value={scheduleId ?? ""}
          disabled={loading}
          onChange={(event) => onSchedule(Number(event.target.value) || null)}
        >
          <option value="">
            {loading ? "Memuat jadwal..." : boardings?.length ? "— pilih jadwal —" : emptyText}
          </option>
          {(boardings ?? []).map((boarding) => (
            <option key={boarding.schedule.id} value={boarding.schedule.id}>
              {scheduleLabel(boarding)}
            </option>
          ))}
        </select>
      </label>
      <label className="w-56 text-sm">
        <span className="mb-1 block font-medium">Nama gerbang</span>
        <input
          className={`${controlClass} w-full`}
          value={draft}
          maxLength={50}
          placeholder="mis. Gerbang 1"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
        />
      </label>
    </div>
  );
}
