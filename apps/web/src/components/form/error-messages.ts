import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * Every message in a form's errors, nested fields and rows included, each once and in field order: for a form
 * that lists its problems together instead of under each field (use with `criteriaMode: "all"` to keep
 * several messages of one field).
 */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    const { message, types, ref: _ref, ...nested } = node as Record<string, unknown>;
    if (typeof message === "string") found.push(message);
    for (const type of Object.values((types ?? {}) as Record<string, unknown>)) {
      for (const text of [type].flat()) if (typeof text === "string") found.push(text);
    }
    for (const child of Object.values(nested)) visit(child);
  };
  visit(errors);
  return [...new Set(found)];
}
