import { useCallback, useState } from "react";
import type { z } from "zod";
import { bindFields } from "../../../components/form/bind-fields";

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse (a path's first segment names the field). */
export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Parses `values` with `schema`: the data, or the first message per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrors(result.error) };
}

/** The first message of every field of a server's 422 `errors` map. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {}))
    if (messages?.[0]) result[field] = messages[0];
  return result;
}

/** Form values and per-field errors; editing a field clears its error. `bind(name)` wires a field. */
export function useFormFields<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  const bind = bindFields(values, (name) => errors[name], set);
  return { values, setValues, errors, setErrors, set, bind };
}
