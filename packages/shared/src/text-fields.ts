import { z } from "zod";

/** A required, trimmed text with the given Indonesian label in its messages. */
export function requiredText(label: string, max = 150) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi`, abort: true })
    .max(max, { error: `${label} maksimal ${max} karakter` });
}

/** An optional text; empty becomes null. */
export function optionalText(max = 1000) {
  return z
    .string()
    .trim()
    .max(max, { error: `Maksimal ${max} karakter` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required positive integer id chosen from a list. */
export function requiredId(label: string) {
  return z.coerce
    .number({ error: `${label} wajib dipilih` })
    .int()
    .positive({ error: `${label} wajib dipilih` });
}

/** Whole rupiah, zero or more. */
export function rupiah(label: string) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: `${label} wajib diisi` })
      .int({ error: `${label} harus bilangan bulat rupiah` })
      .min(0, { error: `${label} tidak boleh negatif` })
      .max(1_000_000_000, { error: `${label} terlalu besar` }),
  );
}

function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export const isoDate = z
  .string({ error: "Tanggal harus berformat YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Tanggal harus berformat YYYY-MM-DD", abort: true })
  .refine(isCalendarDate, { error: "Tanggal tidak valid" });

/** A required calendar date with the given Indonesian label in its messages. */
export function requiredDate(label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .min(1, { error: `${label} wajib diisi`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} harus berformat YYYY-MM-DD`, abort: true })
    .refine(isCalendarDate, { error: `${label} tidak valid` });
}

/** A form's empty choice ("" or missing) is null. */
export function emptyAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === undefined ? null : value), schema);
}
