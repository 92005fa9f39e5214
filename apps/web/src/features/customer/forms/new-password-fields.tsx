import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordStrength } from "../../../components/form/password-strength";
import { PasswordField } from "./password-field";

/** A registered password input with its watched value and its error. */
type Bound = { field: UseFormRegisterReturn; value: string; error: string | undefined };

/**
 * 'Password Baru' with the live checklist and 'Konfirmasi Password Baru' with the match indicator: the
 * change-password and reset-password pages.
 */
export function NewPasswordFields({ password, confirmation }: { password: Bound; confirmation: Bound }) {
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
