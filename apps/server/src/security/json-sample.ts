import type { JsonSchema } from "./hostile";

/** Texts tried, in order, for a string with a `pattern`: the first the pattern accepts is used. */
const PATTERN_CANDIDATES = [
  "2030-01-15",
  "2030-01-15T08:00:00.000Z",
  "2030-01",
  "08:00",
  "nama@contoh.id",
  "ABC123",
  "contoh-judul",
  "#336699",
  `/uploads/${"a".repeat(32)}.png`,
  "0812 3456 789",
];

/** Samples for properties whose rules a JSON schema does not show (refinements), by property name. */
const NAMED_SAMPLES: [RegExp, unknown][] = [
  [/email/, "nama@contoh.id"],
  [/password/, "Rahasia123"],
  [/telepon/, "081234567890"],
  [/npwp/, "01.234.567.8-901.000"],
  [/^url$/, "https://contoh.id/api"],
  [/tanggal_lahir/, "1990-01-15"],
  [/waktu_tiba/, "2030-01-15T10:00:00.000Z"],
  [/destination_id/, 2],
];

const FORMAT_SAMPLES: Record<string, string> = {
  email: "nama@contoh.id",
  "date-time": "2030-01-15T08:00:00.000Z",
};

function sampleString(schema: JsonSchema): string {
  const byFormat = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
  if (byFormat) return byFormat;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 20;
  return "Contoh teks".padEnd(min, "x").slice(0, Math.max(min, Math.min(max, 11)));
}

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? 1;
  const high = schema.maximum ?? low + 10;
  return Math.min(Math.max(low, 1), high);
}

/**
 * A value the schema probably accepts (a JSON schema of a request body, as the OpenAPI document gives
 * it): every property present, the first enum value, numbers at their lower bound (at least 1), strings
 * of a sample text that fits the length, pattern or format. Cross-field rules are not known here, so
 * the value is a best effort: it lets a hostile leaf put into it get past the other fields' checks.
 */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return sampleOf(alternatives.find((item) => item.type !== "null") ?? alternatives[0]);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          NAMED_SAMPLES.find(([name]) => name.test(key))?.[1] ?? sampleOf(value),
        ]),
      );
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items));
    case "integer":
    case "number":
      return sampleNumber(schema);
    case "boolean":
      return true;
    case "string":
      return sampleString(schema);
    default:
      return null;
  }
}

/** Where a leaf sits in a sampled body, and what kind of leaf it is. */
export type Leaf = { path: (string | number)[]; kind: "string" | "number" };

/** Every string and number leaf of `value`, with its path. */
export function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === "string") return [{ path, kind: "string" }];
  if (typeof value === "number") return [{ path, kind: "number" }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced by `leaf`. */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head as string] = withLeaf(
    (value as Record<string | number, unknown>)[head as string],
    rest,
    leaf,
  );
  return copy;
}
