import { type Path, useFormContext, useWatch } from "react-hook-form";
import { Field } from "../../../../components/form/field";
import { AGE_CHOICES, GENDER_CHOICES, IDENTITY_CHOICES } from "../../../../components/form/person-choices";
import { SelectField } from "../../../../components/form/select-field";
import type { SaleSeat } from "../api/booking-types";
import { IdentityNumberField } from "../counter/known-person";
import { errorAt } from "./place-field-errors";
import { type AgeGroup, ageFlags, ageGroupOf, type SaleValues } from "./sale-values";
import { entryForAgeGroup, entryLabel } from "./seat-entries";

/**
 * The fields of one person on board (a passenger, or a rider of a vehicle) at `prefix` of the sale
 * form, in the counter's Tab order: name, identity number (a repeat customer is offered under it), sex,
 * age group (sets `is_child` / `is_infant`), age, identity type, class.
 */
export function PersonFields({
  prefix,
  entries,
  autoClass = false,
}: {
  prefix: `passengers.${number}` | `vehicles.${number}.riders.${number}`;
  entries: SaleSeat[];
  /** Riders may leave the class empty: the server seats them on the cheapest adult entry. */
  autoClass?: boolean;
}) {
  const { register, setValue, getValues, formState, control } = useFormContext<SaleValues>();
  const path = (field: string) => `${prefix}.${field}` as Path<SaleValues>;
  const error = (field: string): string | undefined => errorAt(formState.errors, path(field));
  const [isChild, isInfant] = useWatch({
    control,
    name: [path("is_child"), path("is_infant")] as const,
  }) as [boolean, boolean];
  const group = ageGroupOf({ is_child: isChild, is_infant: isInfant });

  const changeGroup = (next: AgeGroup) => {
    const flags = ageFlags(next);
    setValue(path("is_child"), flags.is_child, { shouldDirty: true });
    setValue(path("is_infant"), flags.is_infant, { shouldDirty: true });
    const current = String(getValues(path("ticket_price_id")) ?? "");
    if (current)
      setValue(path("ticket_price_id"), entryForAgeGroup(entries, current, next), { shouldDirty: true });
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <Field
        label="Nama lengkap"
        className="sm:col-span-2"
        autoComplete="off"
        error={error("nama_lengkap")}
        {...register(path("nama_lengkap"))}
      />
      <div className="lg:col-span-2">
        <IdentityNumberField prefix={prefix} error={error("nomor_identitas")} />
      </div>
      <SelectField
        label="Jenis kelamin"
        className="lg:col-span-2"
        choices={GENDER_CHOICES}
        placeholder="—"
        error={error("jenis_kelamin")}
        {...register(path("jenis_kelamin"))}
      />
      <SelectField
        label="Kategori"
        choices={AGE_CHOICES}
        value={group}
        onChange={(event) => changeGroup(event.target.value as AgeGroup)}
      />
      <Field
        label="Usia"
        type="number"
        inputMode="numeric"
        min={0}
        max={120}
        error={error("usia")}
        {...register(path("usia"))}
      />
      <SelectField
        label="Jenis identitas"
        className="lg:col-span-2"
        choices={IDENTITY_CHOICES}
        placeholder="—"
        error={error("jenis_identitas")}
        {...register(path("jenis_identitas"))}
      />
      <SelectField
        label="Kelas"
        className="lg:col-span-2"
        choices={entries.map((seat) => ({
          value: String(seat.ticket_price_id),
          label: entryLabel(seat),
          disabled: seat.sisa_kuota <= 0,
        }))}
        placeholder={autoClass ? "Otomatis (kelas termurah)" : "— pilih kelas —"}
        error={error("ticket_price_id")}
        {...register(path("ticket_price_id"))}
      />
    </div>
  );
}
