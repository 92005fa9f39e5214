import type { CustomerProfileUpdate } from "@ferry/shared/customer-auth";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/form/field";
import { registered } from "../../../components/form/registered";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { isoDateIn } from "../../../lib/format";
import { GENDER_OPTIONS, IDENTITY_OPTIONS } from "../auth/register-steps";
import { PROFILE_LABELS, type ProfileForm } from "./profile-form";

type Props = {
  form: UseFormReturn<ProfileForm, unknown, CustomerProfileUpdate>;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
};

const TEXT_FIELDS = [
  ["nama_lengkap", "text", "name"],
  ["email", "email", "email"],
  ["nomor_telepon", "tel", "tel"],
  ["alamat", "text", "street-address"],
] as const;

/** The profile's edit form: 'Simpan Perubahan' and 'Batal'. */
export function ProfileEditForm({ form, onSubmit, onCancel }: Props) {
  const busy = form.formState.isSubmitting;
  const bind = (field: keyof ProfileForm) => registered(form, field);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
