import { useState } from "react";
import { controlClass } from "../../../components/form/control-class";
import type { Boarding } from "./api/boardings";
import { DEVICE_NAME_KEY, GATE_NAME_KEY, saveDeviceSetting } from "./gate-device";
import { scheduleLabel } from "./schedule-label";

/** A name this device keeps (local storage), saved when the field is left or Enter is pressed. */
function DeviceField({
  label,
  storageKey,
  value,
  onChange,
  placeholder,
  max,
}: {
  label: string;
  storageKey: string;
  value: string;
  onChange: (name: string) => void;
  placeholder: string;
  max: number;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    const name = draft.trim();
    saveDeviceSetting(storageKey, name);
    onChange(name);
  };
  return (
    <label className="w-full text-sm sm:w-56">
      <span className="mb-1 block font-medium">{label}</span>
      <input
        className={`${controlClass} w-full`}
        value={draft}
        maxLength={max}
        placeholder={placeholder}
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
  );
}

/**
 * The schedule a gate boards and the gate's name (remembered on this device); with `device`, also the
 * device's own name, which its offline uploads carry (decision 031).
 */
export function GateSetup({
  boardings,
  loading,
  scheduleId,
  onSchedule,
  gate,
  onGate,
  device,
  emptyText,
}: {
  boardings: Boarding[] | undefined;
  loading: boolean;
  scheduleId: number | null;
  onSchedule: (id: number | null) => void;
  gate: string;
  onGate: (name: string) => void;
  device?: { name: string; onChange: (name: string) => void };
  emptyText: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <label className="w-full text-sm sm:min-w-72 sm:flex-1">
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
      <DeviceField
        label="Nama gerbang"
        storageKey={GATE_NAME_KEY}
        value={gate}
        onChange={onGate}
        placeholder="mis. Gerbang 1"
        max={50}
      />
      {device ? (
        <DeviceField
          label="Nama perangkat"
          storageKey={DEVICE_NAME_KEY}
          value={device.name}
          onChange={device.onChange}
          placeholder="mis. Gerbang 2 - HP Samsung"
          max={60}
        />
      ) : null}
    </div>
  );
}
