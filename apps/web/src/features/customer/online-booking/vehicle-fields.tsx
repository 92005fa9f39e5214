import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { emptyPerson, type FormErrors, type VehicleForm } from "./booking-form";
import { type EntryOption, Field, inputClass, PersonFields } from "./person-fields";

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
  const id = (name: string) => `${path}.${name}`.replaceAll(".", "-");
  const error = (name: string) => errors[`${path}.${name}`];
  const set =
    (name: "ticket_price_id" | "nomor_kendaraan" | "nama_pemilik" | "tipe_tiket") =>
    (event: { target: { value: string } }) =>
      onChange({ ...vehicle, [name]: event.target.value });
  const invalid = (name: string) => ({ "aria-invalid": error(name) ? true : undefined });
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={id("ticket_price_id")} label="Golongan kendaraan" error={error("ticket_price_id")}>
          <select
            id={id("ticket_price_id")}
            className={inputClass}
            value={vehicle.ticket_price_id}
            onChange={set("ticket_price_id")}
            {...invalid("ticket_price_id")}
          >
            <option value="">Pilih golongan</option>
            {entries.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("nomor_kendaraan")} label="Nomor kendaraan" error={error("nomor_kendaraan")}>
          <input
            id={id("nomor_kendaraan")}
            className={inputClass}
            value={vehicle.nomor_kendaraan}
            onChange={set("nomor_kendaraan")}
            {...invalid("nomor_kendaraan")}
          />
        </Field>
        <Field id={id("nama_pemilik")} label="Nama pemilik" error={error("nama_pemilik")}>
          <input
            id={id("nama_pemilik")}
            className={inputClass}
            value={vehicle.nama_pemilik}
            onChange={set("nama_pemilik")}
            {...invalid("nama_pemilik")}
          />
        </Field>
        <Field id={id("tipe_tiket")} label="Muatan">
          <select
            id={id("tipe_tiket")}
            className={inputClass}
            value={vehicle.tipe_tiket}
            onChange={set("tipe_tiket")}
          >
            <option value="kosong">Kosong</option>
            <option value="muat">Bermuatan</option>
          </select>
        </Field>
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
