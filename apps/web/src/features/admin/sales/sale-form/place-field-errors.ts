import { get, type Path, type UseFormReturn } from "react-hook-form";
import type { SaleValues } from "./sale-values";

/**
 * Puts field errors (`passengers.0.nama_lengkap` ...) on the fields of the same path and focuses the
 * first; answers the messages that have no field of their own (shown above the submit button).
 */
export function placeFieldErrors(
  form: UseFormReturn<SaleValues>,
  errors: Record<string, string[]>,
): string[] {
  const values = form.getValues();
  const unplaced: string[] = [];
  let focus = true;
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const value = get(values, path);
    if (typeof value === "string" || typeof value === "boolean") {
      form.setError(path as Path<SaleValues>, { type: "server", message }, { shouldFocus: focus });
      focus = false;
    } else {
      unplaced.push(message);
    }
  }
  return unplaced;
}

/** A fresh Idempotency-Key; `randomUUID` needs a secure context, so plain-HTTP counters build one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The message of the error at `path` of a form's errors (`vehicles.0.riders.1.nama_lengkap`). */
export function errorAt(errors: object, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}
