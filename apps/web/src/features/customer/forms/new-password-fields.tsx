import type { Path, UseFormReturn } from "react-hook-form";
import { PasswordStrength } from "../../../components/form/password-strength";
import { PasswordField } from "./password-field";

type NewPassword = { password: string; password_confirmation: string };

/** A field of the form: its registration, its current value and its error. */
function bound<T extends NewPassword>(form: UseFormReturn<T>, field: keyof NewPassword) {
  const name = field as Path<T>;
  return {
    field: form.register(name),
    value: String(form.watch(name) ?? ""),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

/**
 * 'Password Baru' with the live checklist and 'Konfirmasi Password Baru' with the match indicator: the
 * change-password and reset-password pages.
 */
export function NewPasswordFields<T extends NewPassword>({ form }: { form: UseFormReturn<T> }) {
  const password = bound(form, "password");
  const confirmation = bound(form, "password_confirmation");
  const matches = confirmation.value.length > 0 && confirmation.value === password.value;
  return (
    <>
      <div>
        <PasswordField
          label="Password Baru"
          autoComplete="new-password"
          error={password.error}
          {...password.field}
        />
        <PasswordStrength password={password.value} />
      </div>
      <div>
        <PasswordField
          label="Konfirmasi Password Baru"
          autoComplete="new-password"
          error={confirmation.error}
          {...confirmation.field}
        />
        {confirmation.value ? (
          <p
            data-testid="password-match"
            className={`mt-1 text-xs ${matches ? "text-green-700 dark:text-green-400" : "text-red-600 dark:text-red-400"}`}
          >
            {matches ? "✓ Password cocok" : "✗ Password tidak cocok"}
          </p>
        ) : null}
      </div>
    </>
  );
}
