import { controlClass } from "./control-class";

/** An inline 'Tanggal' date picker for a page's filter row; `onChange` gets the date or "" when cleared. */
export function DateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  return (
    <label className="inline-block text-sm">
      <span className="mb-1 block font-medium">Tanggal</span>
      <input
        type="date"
        className={controlClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
