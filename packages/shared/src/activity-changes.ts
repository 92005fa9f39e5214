import { dayLabel, fieldLabel, valueLabel } from "./labels";
import { formatZonedDateTime } from "./zoned-time";

/** One field of a logged record, before and after the change ("-" where there was none). */
export type FieldChange = { field: string; label: string; before: string; after: string };

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Timestamps every change touches: noise in a difference. */
const NOISE = new Set(["updated_at"]);

/**
 * A logged value as staff read it: labels for codes, Indonesian dates (instants in the operator's `zone`),
 * `Ya`/`Tidak`, lists joined.
 */
export function readableValue(field: string, value: unknown, zone: string): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "boolean") return value ? "Ya" : "Tidak";
  if (typeof value === "number") return value.toLocaleString("id-ID");
  if (Array.isArray(value))
    return value.length ? value.map((item) => readableValue(field, item, zone)).join(", ") : "-";
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${fieldLabel(key)}: ${readableValue(key, item, zone)}`)
      .join("; ");
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatZonedDateTime(text, zone);
  return valueLabel(field, dayLabel(text));
}

/**
 * A log row's `properties` as a field-by-field difference: `before`/`after` records compared (only what
 * changed, or every field of an added or deleted record), and any other property as a field of its own.
 */
export function activityChanges(properties: Fields | null, zone: string): FieldChange[] {
  if (!properties) return [];
  const { before, after, ...rest } = properties;
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => !NOISE.has(field),
  );
  const both = isRecord(before) && isRecord(after);
  const changed = fields.filter(
    (field) => !both || JSON.stringify(old[field]) !== JSON.stringify(now[field]),
  );
  const change = (field: string, was: unknown, is: unknown): FieldChange => ({
    field,
    label: fieldLabel(field),
    before: readableValue(field, was, zone),
    after: readableValue(field, is, zone),
  });
  return [
    ...changed.map((field) => change(field, old[field], now[field])),
    ...Object.entries(rest).map(([field, value]) => change(field, undefined, value)),
  ];
}

/** `Nama: KMP Lama → KMP Baru; Aktif: Ya → Tidak`: the changes on one line (exports). */
export function activityChangesText(properties: Fields | null, zone: string): string {
  return activityChanges(properties, zone)
    .map((change) => `${change.label}: ${change.before} → ${change.after}`)
    .join("; ");
}
