import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import type { SaleSeat } from "../api/booking-types";
import { addOnEnter } from "../counter/add-on-enter";
import { PersonFields } from "./person-fields";
import { emptyPerson, type SaleValues } from "./sale-values";

/**
 * The people riding in vehicle `vehicleIndex`: the driver first, then helpers and passengers (infants
 * too). Enter in a rider's field adds the next rider.
 */
export function RiderRows({
  vehicleIndex,
  entries,
  freeRiders,
}: {
  vehicleIndex: number;
  entries: SaleSeat[];
  freeRiders: number;
}) {
  const { control } = useFormContext<SaleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `vehicles.${vehicleIndex}.riders` });
  const vehicle = vehicleIndex + 1;
  const add = () =>
    append(emptyPerson(), { focusName: `vehicles.${vehicleIndex}.riders.${fields.length}.nama_lengkap` });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          Penumpang kendaraan ({fields.length})
          {freeRiders > 0 ? (
            <span className="ml-2 font-normal text-slate-500">
              {freeRiders} orang pertama tanpa tiket penumpang (pengemudi/kernet)
            </span>
          ) : null}
        </p>
        <Button variant="secondary" className="px-3 py-1.5" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Penumpang Kendaraan
        </Button>
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada pengemudi atau penumpang di kendaraan ini.</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="relative rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
          data-testid="rider-row"
        >
          <fieldset onKeyDown={addOnEnter(add)}>
            <legend className="mb-2 text-sm font-semibold">
              {index === 0 ? "Pengemudi" : `Penumpang kendaraan ${index + 1}`}
              {index < freeRiders ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900 dark:text-green-200">
                  Gratis
                </span>
              ) : null}
            </legend>
            <PersonFields prefix={`vehicles.${vehicleIndex}.riders.${index}`} entries={entries} autoClass />
          </fieldset>
          <Button
            variant="ghost"
            className="absolute top-1 right-1 px-2 py-1"
            aria-label={`Hapus penumpang kendaraan ${index + 1} dari kendaraan ${vehicle}`}
            onClick={() => remove(index)}
          >
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
          </Button>
        </div>
      ))}
    </div>
  );
}
