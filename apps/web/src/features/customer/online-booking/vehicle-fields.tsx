import { Plus, Trash2 } from "lucide-react";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { emptyPerson, type FormErrors, type VehicleForm } from "./booking-form";
import { type EntryOption, PersonFields, partBinding } from "./person-fields";

const LOAD_CHOICES = [
  { value: "kosong", label: "Kosong" },
  { value: "muat", label: "Bermuatan" },
];

/** One vehicle: class, plate, owner, empty or loaded, and the people riding in it. */
export function VehicleFields({
  path,
  vehicle,
  errors,
  entries,
  onChange,
  onRemove,
}: {
  path: string;
  vehicle: VehicleForm;
  errors: FormErrors;
  entries: EntryOption[];
  onChange: (next: VehicleForm) => void;
  onRemove: () => void;
}) {
  const bind = partBinding(path, vehicle, errors, onChange);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Golongan kendaraan"
          choices={entries}
          placeholder="Pilih golongan"
          {...bind("ticket_price_id")}
        />
        <Field label="Nomor kendaraan" autoComplete="off" {...bind("nomor_kendaraan")} />
        <Field label="Nama pemilik" autoComplete="off" {...bind("nama_pemilik")} />
        <SelectField label="Muatan" choices={LOAD_CHOICES} {...bind("tipe_tiket")} />
      </div>
      {vehicle.riders.map((rider, index) => (
        <fieldset
          key={`${path}-rider-${index.toString()}`}
          className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50"
        >
          <legend className="flex w-full items-center justify-between text-sm font-medium">
            <span>Penumpang kendaraan {index + 1}</span>
            <Button
              variant="ghost"
              aria-label={`Hapus penumpang kendaraan ${index + 1}`}
              onClick={() =>
                onChange({ ...vehicle, riders: vehicle.riders.filter((_, other) => other !== index) })
              }
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </legend>
          <PersonFields
            path={`${path}.riders.${index}`}
            person={rider}
            errors={errors}
            onChange={(next) =>
              onChange({
                ...vehicle,
                riders: vehicle.riders.map((old, other) => (other === index ? next : old)),
              })
            }
          />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => onChange({ ...vehicle, riders: [...vehicle.riders, emptyPerson()] })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Penumpang Kendaraan
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Hapus Kendaraan
        </Button>
      </div>
    </div>
  );
}
