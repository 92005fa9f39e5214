import { customerProfileUpdateSchema } from "@ferry/shared/customer-auth";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { isoDateIn } from "../../../lib/format";
import { GENDER_OPTIONS, IDENTITY_OPTIONS } from "../auth/register-steps";
import { SelectField } from "../forms/select-field";
import { type FieldErrors, validate } from "../forms/use-form-fields";
import { PROFILE_LABELS, type ProfileForm } from "./profile-form";

type Props = {
  values: ProfileForm;
  errors: FieldErrors;
  set: <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => void;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

/** The eight fields' rules (section 5), shared with the server. */
export function validateProfile(values: ProfileForm) {
  return validate(customerProfileUpdateSchema, values);
}

const TEXT_FIELDS = [
  ["nama_lengkap", "text", "name"],
  ["email", "email", "email"],
  ["nomor_telepon", "tel", "tel"],
  ["alamat", "text", "street-address"],
] as const;

/** The profile's edit form: 'Simpan Perubahan' and 'Batal'. */
export function ProfileEditForm({ values, errors, set, busy, onSubmit, onCancel }: Props) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([field, type, autoComplete]) => (
          <Field
            key={field}
            label={PROFILE_LABELS[field]}
            type={type}
            autoComplete={autoComplete}
            className={field === "alamat" || field === "nama_lengkap" ? "sm:col-span-2" : ""}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ))}
        <Field
          label={PROFILE_LABELS.tanggal_lahir}
          type="date"
          max={isoDateIn(new Date())}
          value={values.tanggal_lahir}
          error={errors.tanggal_lahir}
          onChange={(event) => set("tanggal_lahir", event.target.value)}
        />
        <SelectField
          label={PROFILE_LABELS.jenis_kelamin}
          placeholder="Pilih jenis kelamin"
          options={GENDER_OPTIONS}
          value={values.jenis_kelamin}
          error={errors.jenis_kelamin}
          onChange={(event) => set("jenis_kelamin", event.target.value as ProfileForm["jenis_kelamin"])}
        />
        <SelectField
          label={PROFILE_LABELS.jenis_identitas}
          options={IDENTITY_OPTIONS}
          value={values.jenis_identitas}
          error={errors.jenis_identitas}
          onChange={(event) => set("jenis_identitas", event.target.value as ProfileForm["jenis_identitas"])}
        />
        <Field
          label={PROFILE_LABELS.nomor_identitas}
          value={values.nomor_identitas}
          error={errors.nomor_identitas}
          onChange={(event) => set("nomor_identitas", event.target.value)}
        />
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Menyimpan..." : "Simpan Perubahan"}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Batal
        </Button>
      </div>
    </form>
  );
}
