import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast";
import { ApiError } from "../../lib/api";

/**
 * Puts a 422's `errors` under the fields of the same path (`dihitung.tunai`), the first message of each;
 * gives back the fields shown with their message, in the server's order.
 */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  errors: Record<string, string[]> | undefined,
): [string, string][] {
  const shown: [string, string][] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (!messages?.[0]) continue;
    form.setError(path as Path<T>, { message: messages[0] });
    shown.push([path, messages[0]]);
  }
  return shown;
}

/**
 * Shows an API refusal on a react-hook-form form: a 422's messages under the fields of the same path
 * (`dihitung.tunai`), any other failure as a toast (`fallback` when it carries no message).
 */
export function showRefusal<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fallback: string) {
  if (error instanceof ApiError && error.errors) showFieldErrors(form, error.errors);
  else toast.error(error instanceof Error && error.message ? error.message : fallback);
}
