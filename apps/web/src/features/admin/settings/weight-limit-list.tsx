import type { ReclassificationSettingsDraft } from "@ferry/shared/reclassification-settings-form";
import { Trash2 } from "lucide-react";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { useOptions } from "../resource-kit/api/resource";

/** A row as the settings form holds it; `key` tells the rows apart while they are added and removed. */
export type LimitRow = ReclassificationSettingsDraft["timbangan"][number];

let rowCount = 0;
/** A fresh key for a row of an editable list. */
export const rowKey = () => `row-${++rowCount}`;

/** A list of weight limits by port (weighbridges) or by ship: the place, its limit in kg, add and remove. */
export function WeightLimitList({
  title,
  optionsPath,
  placeLabel,
  rows,
  onChange,
  disabled,
}: {
  title: string;
  optionsPath: "/ports/options" | "/ships/options";
  placeLabel: string;
  rows: LimitRow[];
  onChange: (rows: LimitRow[]) => void;
  disabled: boolean;
}) {
  const options = useOptions(optionsPath);
  const set = (index: number, changes: Partial<LimitRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">{title}</legend>
      {rows.length === 0 ? <p className="text-sm text-slate-500">Belum ada.</p> : null}
      {rows.map((row, index) => (
        <div key={row.key} className="grid grid-cols-[1fr_9rem_auto] items-end gap-2">
          <SelectField
            label={`${placeLabel} ${index + 1}`}
            placeholder="Pilih"
            choices={options.data ?? []}
            value={row.id}
            disabled={disabled}
            onChange={(event) => set(index, { id: event.target.value })}
          />
          <Field
            label="Batas (kg)"
            inputMode="numeric"
            value={row.batas_berat_kg}
            disabled={disabled}
            onChange={(event) => set(index, { batas_berat_kg: event.target.value })}
          />
          <Button
            variant="ghost"
            aria-label={`Hapus ${placeLabel.toLowerCase()} ${index + 1}`}
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => onChange([...rows, { key: rowKey(), id: "", batas_berat_kg: "" }])}
      >
        Tambah {placeLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
