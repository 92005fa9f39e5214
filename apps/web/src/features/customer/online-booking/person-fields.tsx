import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/form/field";
import { AGE_CHOICES, GENDER_CHOICES, IDENTITY_CHOICES } from "../../../components/form/person-choices";
import { registered } from "../../../components/form/registered";
import { type Choice, SelectField } from "../../../components/form/select-field";

export type EntryOption = Choice;

/** A field of one part of a form (a person, a vehicle) at `path` (`passengers.0`; empty for the form itself). */
export function partField<T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  path: string,
) {
  return (name: string) => registered(form, (path ? `${path}.${name}` : name) as Path<T>);
}

/**
 * One person: class (passengers only), age group, name, identity, sex and age. `path` names the person
 * in the form (`passengers.0`, `vehicles.1.riders.0`), its errors keyed the same way.
 */
export function PersonFields<T extends FieldValues, Output extends FieldValues>({
  form,
  path,
  entries,
  identityOnly = false,
}: {
  form: UseFormReturn<T, unknown, Output>;
  path: string;
  entries?: EntryOption[];
  /** Only name, identity and sex (a correction never changes the fare). */
  identityOnly?: boolean;
}) {
  const field = partField(form, path);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries ? (
        <SelectField
          label="Kelas"
          choices={entries}
          placeholder="Pilih kelas"
          {...field("ticket_price_id")}
        />
      ) : null}
      {identityOnly ? null : (
        <SelectField label="Kelompok umur" choices={AGE_CHOICES} {...field("kelompok")} />
      )}
      <Field label="Nama lengkap" autoComplete="off" {...field("nama_lengkap")} />
      <SelectField
        label="Jenis identitas"
        choices={IDENTITY_CHOICES}
        placeholder="-"
        {...field("jenis_identitas")}
      />
      <Field label="Nomor identitas" autoComplete="off" {...field("nomor_identitas")} />
      <SelectField
        label="Jenis kelamin"
        choices={GENDER_CHOICES}
        placeholder="-"
        {...field("jenis_kelamin")}
      />
      {identityOnly ? null : <Field label="Usia (tahun)" inputMode="numeric" {...field("usia")} />}
    </div>
  );
}
