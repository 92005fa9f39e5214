import { TICKET_TYPE_LABELS, TICKET_TYPES } from "@ferry/shared/bookings";
import { Car, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Field } from "../../../../components/form/field";
import { SelectField } from "../../../../components/form/select-field";
import { Button } from "../../../../components/ui/button";
import { formatRupiah } from "../../../../lib/format";
import type { SaleSeat } from "../api/booking-types";
import { addOnEnter } from "../counter/add-on-enter";
import { PlateField } from "../counter/known-vehicle";
import { COUNTER_KEYS, KeyHint, useShortcut } from "../counter/shortcuts";
import { errorAt } from "./place-field-errors";
import { RiderRows } from "./rider-rows";
import { emptyVehicle, type SaleValues } from "./sale-values";
import { entryLabel, findEntry, freeRidersOf } from "./seat-entries";

const TICKET_CHOICES = TICKET_TYPES.map((value) => ({ value, label: TICKET_TYPE_LABELS[value] }));

function VehicleCard({
  index,
  entries,
  riderEntries,
  cargoDetails,
  onRemove,
}: {
  index: number;
  entries: SaleSeat[];
  riderEntries: SaleSeat[];
  cargoDetails: boolean;
  onRemove: () => void;
}) {
  const { register, control, formState, setFocus } = useFormContext<SaleValues>();
  const [entryId, ticketType] = useWatch({
    control,
    name: [`vehicles.${index}.ticket_price_id`, `vehicles.${index}.tipe_tiket`],
  });
  const seat = findEntry(entries, entryId);
  const error = (field: string): string | undefined =>
    errorAt(formState.errors, `vehicles.${index}.${field}`);
  return (
    <div
      className="relative space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="vehicle-row"
    >
      <fieldset onKeyDown={addOnEnter(() => setFocus(`vehicles.${index}.riders.0.nama_lengkap`))}>
        <legend className="mb-2 text-sm font-semibold">Kendaraan {index + 1}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Golongan"
            className="sm:col-span-2"
            choices={entries.map((entry) => ({
              value: String(entry.ticket_price_id),
              label: entryLabel(entry),
              disabled: entry.sisa_kuota <= 0,
            }))}
            placeholder="— pilih golongan —"
            error={error("ticket_price_id")}
            {...register(`vehicles.${index}.ticket_price_id`)}
          />
          <div>
            <PlateField index={index} entries={entries} error={error("nomor_kendaraan")} />
          </div>
          <Field
            label="Nama pemilik"
            autoComplete="off"
            error={error("nama_pemilik")}
            {...register(`vehicles.${index}.nama_pemilik`)}
          />
          <SelectField
            label="Tipe tiket"
            choices={TICKET_CHOICES}
            error={error("tipe_tiket")}
            {...register(`vehicles.${index}.tipe_tiket`)}
          />
          {seat ? (
            <p className="self-end pb-2 text-xs text-slate-500 sm:col-span-3">
              Kosong {formatRupiah(seat.harga)}
              {seat.harga_muatan !== null ? ` · Muat ${formatRupiah(seat.harga_muatan)}` : ""}
            </p>
          ) : null}
          {cargoDetails || ticketType === "muat" ? (
            <>
              <Field
                label="Keterangan muatan"
                className="sm:col-span-2 lg:col-span-3"
                placeholder="mis. Sembako 40 karung"
                error={error("muatan_keterangan")}
                {...register(`vehicles.${index}.muatan_keterangan`)}
              />
              <Field
                label="Berat muatan (kg)"
                type="number"
                inputMode="numeric"
                min={0}
                error={error("berat_kg")}
                {...register(`vehicles.${index}.berat_kg`)}
              />
            </>
          ) : null}
        </div>
      </fieldset>
      <Button
        variant="ghost"
        className="absolute top-1 right-1 px-2 py-1"
        aria-label={`Hapus kendaraan ${index + 1}`}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
      </Button>
      <RiderRows vehicleIndex={index} entries={riderEntries} freeRiders={freeRidersOf(seat)} />
    </div>
  );
}

/** The vehicles of a sale with their riders; expedition sales also describe the goods they carry. */
export function VehicleRows({
  entries,
  riderEntries,
  cargoDetails = false,
}: {
  entries: SaleSeat[];
  riderEntries: SaleSeat[];
  cargoDetails?: boolean;
}) {
  const { control } = useFormContext<SaleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "vehicles" });
  const add = () => append(emptyVehicle(), { focusName: `vehicles.${fields.length}.ticket_price_id` });
  useShortcut(COUNTER_KEYS.vehicle, add);
  return (
    <section aria-labelledby="vehicles-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="vehicles-title" className="flex items-center gap-2 text-lg font-semibold">
          <Car className="h-5 w-5" aria-hidden="true" /> Kendaraan
          <span className="text-sm font-normal text-slate-500">({fields.length})</span>
        </h2>
        <Button variant="secondary" onClick={add} aria-keyshortcuts="Alt+K">
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Kendaraan
          <KeyHint keys={COUNTER_KEYS.vehicle.hint} />
        </Button>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500 dark:border-slate-700">
          Belum ada kendaraan.
        </p>
      ) : (
        fields.map((field, index) => (
          <VehicleCard
            key={field.id}
            index={index}
            entries={entries}
            riderEntries={riderEntries}
            cargoDetails={cargoDetails}
            onRemove={() => remove(index)}
          />
        ))
      )}
    </section>
  );
}
