import { GENDER_LABELS, IDENTITY_TYPES } from "@ferry/shared/customer-auth";
import { Link } from "react-router";
import { Field } from "../../../components/form/field";
import { PasswordStrength } from "../../../components/form/password-strength";
import { isoDateIn } from "../../../lib/format";
import { PasswordField } from "../forms/password-field";
import { SelectField } from "../forms/select-field";
import type { FieldErrors } from "../forms/use-form-fields";
import type { RegisterForm } from "./register-schema";

export type StepProps = {
  values: RegisterForm;
  errors: FieldErrors;
  set: <K extends keyof RegisterForm>(field: K, value: RegisterForm[K]) => void;
};

export const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));
export const IDENTITY_OPTIONS = IDENTITY_TYPES.map((value) => ({ value, label: value }));

export function PersonalStep({ values, errors, set }: StepProps) {
  return (
    <div className="space-y-4">
      <Field
        label="Nama Lengkap"
        autoComplete="name"
        value={values.nama_lengkap}
        error={errors.nama_lengkap}
        onChange={(event) => set("nama_lengkap", event.target.value)}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => set("email", event.target.value)}
      />
    </div>
  );
}

export function PasswordStep({ values, errors, set }: StepProps) {
  return (
    <div className="space-y-4">
      <div>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => set("password", event.target.value)}
        />
        <PasswordStrength password={values.password} />
      </div>
      <PasswordField
        label="Konfirmasi Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => set("confirmPassword", event.target.value)}
      />
      <Field
        label="Nomor Telepon"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.nomor_telepon}
        error={errors.nomor_telepon}
        onChange={(event) => set("nomor_telepon", event.target.value)}
      />
    </div>
  );
}

export function DetailsStep({ values, errors, set }: StepProps) {
  return (
    <div className="space-y-4">
      <Field
        label="Alamat"
        autoComplete="street-address"
        value={values.alamat}
        error={errors.alamat}
        onChange={(event) => set("alamat", event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Tanggal Lahir"
          type="date"
          max={isoDateIn(new Date())}
          value={values.tanggal_lahir}
          error={errors.tanggal_lahir}
          onChange={(event) => set("tanggal_lahir", event.target.value)}
        />
        <SelectField
          label="Jenis Kelamin"
          placeholder="Pilih jenis kelamin"
          options={GENDER_OPTIONS}
          value={values.jenis_kelamin}
          error={errors.jenis_kelamin}
          onChange={(event) => set("jenis_kelamin", event.target.value as RegisterForm["jenis_kelamin"])}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Jenis Identitas"
          options={IDENTITY_OPTIONS}
          value={values.jenis_identitas}
          error={errors.jenis_identitas}
          onChange={(event) => set("jenis_identitas", event.target.value as RegisterForm["jenis_identitas"])}
        />
        <Field
          label="Nomor Identitas"
          value={values.nomor_identitas}
          error={errors.nomor_identitas}
          onChange={(event) => set("nomor_identitas", event.target.value)}
        />
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
