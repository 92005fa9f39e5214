import { GENDER_LABELS, IDENTITY_TYPES } from "@ferry/shared/customer-auth";
import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { Field } from "../../../components/form/field";
import { PasswordStrength } from "../../../components/form/password-strength";
import { registered } from "../../../components/form/registered";
import { SelectField } from "../../../components/form/select-field";
import { isoDateIn } from "../../../lib/format";
import { PasswordField } from "../forms/password-field";
import type { RegisterForm } from "./register-schema";

export type StepProps = { form: UseFormReturn<RegisterForm> };

export const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));
export const IDENTITY_OPTIONS = IDENTITY_TYPES.map((value) => ({ value, label: value }));

export function PersonalStep({ form }: StepProps) {
  const bind = (field: keyof RegisterForm) => registered(form, field);
  return (
    <div className="space-y-4">
      <Field label="Nama Lengkap" autoComplete="name" {...bind("nama_lengkap")} />
      <Field label="Email" type="email" autoComplete="email" {...bind("email")} />
    </div>
  );
}

export function PasswordStep({ form }: StepProps) {
  const bind = (field: keyof RegisterForm) => registered(form, field);
  return (
    <div className="space-y-4">
      <div>
        <PasswordField label="Password" autoComplete="new-password" {...bind("password")} />
        <PasswordStrength password={form.watch("password")} />
      </div>
      <PasswordField label="Konfirmasi Password" autoComplete="new-password" {...bind("confirmPassword")} />
      <Field label="Nomor Telepon" type="tel" autoComplete="tel" inputMode="tel" {...bind("nomor_telepon")} />
    </div>
  );
}

export function DetailsStep({ form }: StepProps) {
  const bind = (field: keyof RegisterForm) => registered(form, field);
  const termsError = form.formState.errors.agree_terms?.message;
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
            aria-invalid={termsError ? true : undefined}
            {...form.register("agree_terms")}
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
        {termsError ? <p className="mt-1 text-xs text-red-600 dark:text-red-400">{termsError}</p> : null}
      </div>
    </div>
  );
}
