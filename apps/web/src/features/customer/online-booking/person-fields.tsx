import { bindFields } from "../../../components/form/bind-fields";
import { Field } from "../../../components/form/field";
import { AGE_CHOICES, GENDER_CHOICES, IDENTITY_CHOICES } from "../../../components/form/person-choices";
import { type Choice, SelectField } from "../../../components/form/select-field";
import type { FormErrors, PersonForm } from "./booking-form";

export type EntryOption = Choice;

/** `bindFields` for one part of the booking form (a person, a vehicle) whose errors are keyed `path.name`. */
export function partBinding<T extends object>(
  path: string,
  part: T,
  errors: FormErrors,
  onChange: (next: T) => void,
) {
  return bindFields(
    part,
    (name) => errors[`${path}.${name}`],
    (name, value) => onChange({ ...part, [name]: value }),
  );
}

/**
 * One person: class (passengers only), age group, name, identity, sex and age. `path` names the person
 * in the form's errors (`passengers.0`, `vehicles.1.riders.0`).
 */
export function PersonFields({
  path,
  person,
  errors,
  entries,
  onChange,
  identityOnly = false,
}: {
  path: string;
  person: PersonForm;
  errors: FormErrors;
  entries?: EntryOption[];
  onChange: (next: PersonForm) => void;
  /** Only name, identity and sex (a correction never changes the fare). */
  identityOnly?: boolean;
}) {
  const bind = partBinding(path, person, errors, onChange);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries ? (
        <SelectField label="Kelas" choices={entries} placeholder="Pilih kelas" {...bind("ticket_price_id")} />
      ) : null}
      {identityOnly ? null : (
        <SelectField label="Kelompok umur" choices={AGE_CHOICES} {...bind("kelompok")} />
      )}
      <Field label="Nama lengkap" autoComplete="off" {...bind("nama_lengkap")} />
      <SelectField
        label="Jenis identitas"
        choices={IDENTITY_CHOICES}
        placeholder="-"
        {...bind("jenis_identitas")}
      />
      <Field label="Nomor identitas" autoComplete="off" {...bind("nomor_identitas")} />
      <SelectField
        label="Jenis kelamin"
        choices={GENDER_CHOICES}
        placeholder="-"
        {...bind("jenis_kelamin")}
      />
      {identityOnly ? null : <Field label="Usia (tahun)" inputMode="numeric" {...bind("usia")} />}
    </div>
  );
}
