import { customerProfileUpdateSchema } from "@ferry/shared/customer-auth";
import type { FieldBinder } from "../../../components/form/bind-fields";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { isoDateIn } from "../../../lib/format";
import { GENDER_OPTIONS, IDENTITY_OPTIONS } from "../auth/register-steps";
import { validate } from "../forms/use-form-fields";
import { PROFILE_LABELS, type ProfileForm } from "./profile-form";

type Props = {
  bind: FieldBinder<ProfileForm>;
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
export function ProfileEditForm({ bind, busy, onSubmit, onCancel }: Props) {
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
            {...bind(field)}
          />
        ))}
        <Field
          label={PROFILE_LABELS.tanggal_lahir}
          type="date"
          max={isoDateIn(new Date())}
          {...bind("tanggal_lahir")}
        />
        <SelectField
          label={PROFILE_LABELS.jenis_kelamin}
          placeholder="Pilih jenis kelamin"
          choices={GENDER_OPTIONS}
          {...bind("jenis_kelamin")}
        />
        <SelectField
          label={PROFILE_LABELS.jenis_identitas}
          choices={IDENTITY_OPTIONS}
          {...bind("jenis_identitas")}
        />
        <Field label={PROFILE_LABELS.nomor_identitas} {...bind("nomor_identitas")} />
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
