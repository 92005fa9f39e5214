import { GENDER_LABELS, IDENTITY_TYPES } from "@ferry/shared/bookings";
import type { ReactNode } from "react";
import { AGE_GROUP_LABELS, type AgeGroup, type FormErrors, type PersonForm } from "./booking-form";

export const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800 aria-[invalid=true]:border-red-500";

/** A labelled control with its error under it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type EntryOption = { value: string; label: string };

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
  const id = (name: string) => `${path}.${name}`.replaceAll(".", "-");
  const error = (name: string) => errors[`${path}.${name}`];
  const set = (name: keyof PersonForm) => (event: { target: { value: string } }) =>
    onChange({ ...person, [name]: event.target.value });
  const invalid = (name: string) => ({
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${id(name)}-error` : undefined,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries ? (
        <Field id={id("ticket_price_id")} label="Kelas" error={error("ticket_price_id")}>
          <select
            id={id("ticket_price_id")}
            className={inputClass}
            value={person.ticket_price_id}
            onChange={set("ticket_price_id")}
            {...invalid("ticket_price_id")}
          >
            <option value="">Pilih kelas</option>
            {entries.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {identityOnly ? null : (
        <Field id={id("kelompok")} label="Kelompok umur">
          <select
            id={id("kelompok")}
            className={inputClass}
            value={person.kelompok}
            onChange={(event) => onChange({ ...person, kelompok: event.target.value as AgeGroup })}
          >
            {Object.entries(AGE_GROUP_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={id("nama_lengkap")} label="Nama lengkap" error={error("nama_lengkap")}>
        <input
          id={id("nama_lengkap")}
          className={inputClass}
          value={person.nama_lengkap}
          onChange={set("nama_lengkap")}
          {...invalid("nama_lengkap")}
        />
      </Field>
      <Field id={id("jenis_identitas")} label="Jenis identitas">
        <select
          id={id("jenis_identitas")}
          className={inputClass}
          value={person.jenis_identitas}
          onChange={set("jenis_identitas")}
        >
          <option value="">-</option>
          {IDENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("nomor_identitas")} label="Nomor identitas" error={error("nomor_identitas")}>
        <input
          id={id("nomor_identitas")}
          className={inputClass}
          value={person.nomor_identitas}
          onChange={set("nomor_identitas")}
          {...invalid("nomor_identitas")}
        />
      </Field>
      <Field id={id("jenis_kelamin")} label="Jenis kelamin">
        <select
          id={id("jenis_kelamin")}
          className={inputClass}
          value={person.jenis_kelamin}
          onChange={set("jenis_kelamin")}
        >
          <option value="">-</option>
          {Object.entries(GENDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      {identityOnly ? null : (
        <Field id={id("usia")} label="Usia (tahun)" error={error("usia")}>
          <input
            id={id("usia")}
            inputMode="numeric"
            className={inputClass}
            value={person.usia}
            onChange={set("usia")}
            {...invalid("usia")}
          />
        </Field>
      )}
    </div>
  );
}
