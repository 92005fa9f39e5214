import { GENDER_LABELS, IDENTITY_TYPES } from "@ferry/shared/customer-auth";
import { Link } from "react-router";
import type { FieldBinder } from "../../../components/form/bind-fields";
import { Field } from "../../../components/form/field";
import { PasswordStrength } from "../../../components/form/password-strength";
import { SelectField } from "../../../components/form/select-field";
import { isoDateIn } from "../../../lib/format";
import { PasswordField } from "../forms/password-field";
import type { FieldErrors } from "../forms/use-form-fields";
import type { RegisterForm } from "./register-schema";

export type StepProps = {
  values: RegisterForm;
  errors: FieldErrors;
  set: <K extends keyof RegisterForm>(field: K, value: RegisterForm[K]) => void;
  bind: FieldBinder<RegisterForm>;
};

export const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));
export const IDENTITY_OPTIONS = IDENTITY_TYPES.map((value) => ({ value, label: value }));

export function PersonalStep({ bind }: StepProps) {
  return (
    <div className="space-y-4">
      <Field label="Nama Lengkap" autoComplete="name" {...bind("nama_lengkap")} />
      <Field label="Email" type="email" autoComplete="email" {...bind("email")} />
    </div>
  );
}

export function PasswordStep({ values, bind }: StepProps) {
  return (
    <div className="space-y-4">
      <div>
        <PasswordField label="Password" autoComplete="new-password" {...bind("password")} />
        <PasswordStrength password={values.password} />
      </div>
      <PasswordField label="Konfirmasi Password" autoComplete="new-password" {...bind("confirmPassword")} />
      <Field label="Nomor Telepon" type="tel" autoComplete="tel" inputMode="tel" {...bind("nomor_telepon")} />
    </div>
  );
}

export function DetailsStep({ values, errors, set, bind }: StepProps) {
  return (
    <div className="space-y-4">
      <Field label="Alamat" autoComplete="street-address" {...bind("alamat")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tanggal Lahir" type="date" max={isoDateIn(new Date())} {...bind("tanggal_lahir")} />
        <SelectField
          label="Jenis Kelamin"
          placeholder="Pilih jenis kelamin"
          choices={GENDER_OPTIONS}
          {...bind("jenis_kelamin")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Jenis Identitas" choices={IDENTITY_OPTIONS} {...bind("jenis_identitas")} />
        <Field label="Nomor Identitas" {...bind("nomor_identitas")} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="mt-1"
            checked={values.agree_terms}
            aria-invalid={errors.agree_terms ? true : undefined}
            onChange={(event) => set("agree_terms", event.target.checked)}
          />
          <span>
            Saya menyetujui{" "}
            <Link
              to="/syarat"
              target="_blank"
              className="font-semibold text-navy-700 underline dark:text-sky-300"
            >
              syarat dan ketentuan
            </Link>{" "}
            yang berlaku
          </span>
        </label>
        {errors.agree_terms ? (
          <p className="mt-1 text-xs text-red-600 dark:text-red-400">{errors.agree_terms}</p>
        ) : null}
      </div>
    </div>
  );
}
