import { Plus, Trash2, UserRound } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import type { SaleSeat } from "../api/booking-types";
import { addOnEnter } from "../counter/add-on-enter";
import { COUNTER_KEYS, KeyHint, useShortcut } from "../counter/shortcuts";
import { PersonFields } from "./person-fields";
import { type AgeGroup, ageFlags, emptyPerson, type SaleValues } from "./sale-values";
import { entryForAgeGroup } from "./seat-entries";

/**
 * The passengers of a sale (not riding in a vehicle): add, edit and remove rows. Enter in a row's field
 * adds an adult; Alt+1, Alt+2 and Alt+3 add an adult, a child or an infant from anywhere on the page.
 */
export function PassengerRows({ entries, defaultEntry }: { entries: SaleSeat[]; defaultEntry: string }) {
  const { control } = useFormContext<SaleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "passengers" });
  const add = (group: AgeGroup) =>
    append(
      { ...emptyPerson(entryForAgeGroup(entries, defaultEntry, group)), ...ageFlags(group) },
      { focusName: `passengers.${fields.length}.nama_lengkap` },
    );
  useShortcut(COUNTER_KEYS.adult, () => add("dewasa"));
  useShortcut(COUNTER_KEYS.child, () => add("anak"));
  useShortcut(COUNTER_KEYS.infant, () => add("bayi"));
  return (
    <section
      aria-labelledby="passengers-title"
      className="space-y-3"
      onKeyDown={addOnEnter(() => add("dewasa"))}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="passengers-title" className="flex items-center gap-2 text-lg font-semibold">
          <UserRound className="h-5 w-5" aria-hidden="true" /> Penumpang
          <span className="text-sm font-normal text-slate-500">({fields.length})</span>
        </h2>
        <p className="text-xs text-slate-500">
          Enter: tambah dewasa · {COUNTER_KEYS.child.hint}: anak · {COUNTER_KEYS.infant.hint}: bayi
        </p>
        <Button variant="secondary" onClick={() => add("dewasa")} aria-keyshortcuts="Alt+1">
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Penumpang
          <KeyHint keys={COUNTER_KEYS.adult.hint} />
        </Button>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500 dark:border-slate-700">
          Belum ada penumpang.
        </p>
      ) : (
        fields.map((field, index) => (
          <div
            key={field.id}
            className="relative rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            data-testid="passenger-row"
          >
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">Penumpang {index + 1}</legend>
              <PersonFields prefix={`passengers.${index}`} entries={entries} />
            </fieldset>
            <Button
              variant="ghost"
              className="absolute top-1 right-1 px-2 py-1"
              aria-label={`Hapus penumpang ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
            </Button>
          </div>
        ))
      )}
    </section>
  );
}
