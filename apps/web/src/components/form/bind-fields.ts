/**
 * Binds the text inputs and selects of a form held in React state: `bind(name)` gives a field its value,
 * its change handler and its error, so a field is written once as `<Field label="…" {...bind("name")} />`.
 */
export type FieldBinder<T extends object> = ReturnType<typeof bindFields<T>>;

export function bindFields<T extends object>(
  values: T,
  errorOf: (name: string) => string | undefined,
  setField: <K extends keyof T>(name: K, value: T[K]) => void,
) {
  return <K extends keyof T & string>(name: K) => ({
    value: String(values[name] ?? ""),
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value as T[K]),
  });
}
