import { scheduleStatusLabel } from "@ferry/shared/schedules";

const TONES: Record<string, string> = {
  Aktif: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200",
  terjadwal: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200",
  boarding: "bg-amber-100 text-amber-800",
  berangkat: "bg-indigo-100 text-indigo-800",
  tiba: "bg-green-100 text-green-800",
  Docking: "bg-amber-100 text-amber-800",
};

export function StatusBadge({ value }: { value: unknown }) {
  const text = String(value ?? "-");
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[text] ?? "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200"}`}
    >
      {scheduleStatusLabel(text)}
    </span>
  );
}

export const ACTIVE_OPTIONS = [
  { value: "Aktif", label: "Aktif" },
  { value: "Tidak Aktif", label: "Tidak Aktif" },
];

export const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Options from a label catalogue of `packages/shared`: the value sent, the label shown. */
export const labelledOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
