import type { CustomerBookingInput } from "@ferry/shared/online-booking";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { type BookingForm, emptyPerson } from "./booking-form";
import { type EntryOption, PersonFields, partField } from "./person-fields";

const LOAD_CHOICES = [
  { value: "kosong", label: "Kosong" },
  { value: "muat", label: "Bermuatan" },
];

/** One vehicle (`vehicles.<index>`): class, plate, owner, empty or loaded, and the people riding in it. */
export function VehicleFields({
  form,
  index,
  entries,
  onRemove,
}: {
  form: UseFormReturn<BookingForm, unknown, CustomerBookingInput>;
  index: number;
  entries: EntryOption[];
  onRemove: () => void;
}) {
  const path = `vehicles.${index}`;
  const riders = useFieldArray({ control: form.control, name: `vehicles.${index}.riders` });
  const field = partField(form, path);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Golongan kendaraan"
          choices={entries}
          placeholder="Pilih golongan"
          {...field("ticket_price_id")}
        />
        <Field label="Nomor kendaraan" autoComplete="off" {...field("nomor_kendaraan")} />
        <Field label="Nama pemilik" autoComplete="off" {...field("nama_pemilik")} />
        <SelectField label="Muatan" choices={LOAD_CHOICES} {...field("tipe_tiket")} />
      </div>
      {riders.fields.map((rider, riderIndex) => (
        <fieldset key={rider.id} className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
          <legend className="flex w-full items-center justify-between text-sm font-medium">
            <span>Penumpang kendaraan {riderIndex + 1}</span>
            <Button
              variant="ghost"
              aria-label={`Hapus penumpang kendaraan ${riderIndex + 1}`}
              onClick={() => riders.remove(riderIndex)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </legend>
          <PersonFields form={form} path={`${path}.riders.${riderIndex}`} />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => riders.append(emptyPerson())}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Penumpang Kendaraan
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Hapus Kendaraan
        </Button>
      </div>
    </div>
  );
}
