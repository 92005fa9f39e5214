import { z } from "zod";
import { databaseId } from "./ids";
import { todayIn } from "./zoned-time";

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

/** A required id chosen from a list (the shared id schema, with the form's message). */
export function requiredId(label: string) {
  return databaseId(label, `${label} wajib dipilih`);
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

/**
 * The dates the system deals in: none before 1900 (the oldest birth date) or after 2100 (far beyond any
 * sailing, price or certificate); the database's own limits are never reached.
 */
export const DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;
const inDateRange = (value: string) => value >= DATE_RANGE.min && value <= DATE_RANGE.max;

/** A calendar date `YYYY-MM-DD` that exists (no 30 February), within `DATE_RANGE`. */
export const isoDate = z
  .string({ error: "Tanggal harus berformat YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Tanggal harus berformat YYYY-MM-DD", abort: true })
  .refine(isCalendarDate, { error: "Tanggal tidak valid", abort: true })
  .refine(inDateRange, { error: "Tanggal harus antara tahun 1900 dan 2100" });

/** A required calendar date within `DATE_RANGE`, with the given Indonesian label in its messages. */
export function requiredDate(label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .min(1, { error: `${label} wajib diisi`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} harus berformat YYYY-MM-DD`, abort: true })
    .refine(isCalendarDate, { error: `${label} tidak valid`, abort: true })
    .refine(inDateRange, { error: `${label} harus antara tahun 1900 dan 2100` });
}

/**
 * An instant with its offset (`2026-12-01T08:00:00+07:00` or `…Z`) within `DATE_RANGE`, with the given
 * Indonesian label in its messages.
 */
export function instant(label: string) {
  return z.iso
    .datetime({
      offset: true,
      abort: true,
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `${label} wajib diisi`
          : `${label} harus berformat ISO 8601`,
    })
    .refine((value) => inDateRange(new Date(value).toISOString().slice(0, 10)), {
      error: `${label} harus antara tahun 1900 dan 2100`,
    });
}

/**
 * A birth date: a calendar date from 1900 on and before today, today being the date in WIB by the
 * clock (so a test fixes it with a fixed clock). `required` is the message of an empty value.
 */
export function birthDate(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Format tanggal tidak valid", abort: true })
    .refine(isCalendarDate, { error: "Tanggal lahir tidak valid", abort: true })
    .refine((value) => value >= DATE_RANGE.min, {
      error: "Tanggal lahir tidak boleh sebelum tahun 1900",
      abort: true,
    })
    .refine((value) => value < todayIn("Asia/Jakarta"), { error: "Tanggal lahir harus sebelum hari ini" });
}

/** A form's empty choice ("" or missing) is null. */
export function emptyAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === undefined ? null : value), schema);
}
