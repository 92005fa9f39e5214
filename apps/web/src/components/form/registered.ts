import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * A field of a react-hook-form form with its error message, to spread on `Field` or `SelectField`:
 * `<Field label="…" {...registered(form, "nama")} />`.
 */
export function registered<T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  name: Path<T>,
) {
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}
