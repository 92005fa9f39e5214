import fc from "fast-check";

/** A JSON schema as the OpenAPI document gives it (only what the generators read). */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

export const HUGE_STRING = "A".repeat(100_000);

const SNIPPETS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x7fffffff",
  "null",
  "undefined",
  "true",
  "\u202Eevil.exe\u202C",
  "a\u200Bb\u200Dc\uFEFF",
  "🚢🎫👨‍👩‍👧‍👦",
  "مرحبا بالعالم",
  "\u0000",
  "%00",
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}{{7*7}}",
  "   ",
  "",
  HUGE_STRING,
  "🚢".repeat(50_000),
];

export const hostileString = fc.oneof(
  fc.constantFrom(...SNIPPETS),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    -0.000001,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** `{"a":{"a":...}}` and `[[[...]]]` nested `depth` times. */
export function nested(depth: number, kind: "object" | "array"): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = kind === "object" ? { a: value } : [value];
  return value;
}

/** Any hostile JSON value: scalars, short arrays and objects of them, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(500, "object"), nested(500, "array")) },
);

/** A value of the schema's own shape whose leaves are extreme (or of the wrong type one time in four). */
export function extremeOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => extremeOf(item, depth)));
  if (schema?.allOf?.length) return extremeOf(schema.allOf[0], depth);
  const own = shapedOf(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: hostileValue });
}

function shapedOf(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema?.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  switch (schema?.type) {
    case "object": {
      if (depth > 4 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), scalar);
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, extremeOf(value, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [] });
    }
    case "array":
      return fc.array(depth > 4 ? scalar : extremeOf(schema.items, depth + 1), { maxLength: 3 });
    case "integer":
    case "number":
      return hostileNumber;
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", 0, 1));
    case "string":
      return hostileString;
    default:
      return hostileValue;
  }
}

/** Own `__proto__`, `constructor` and `prototype` keys (as JSON.parse makes them) on top of `body`. */
export function withPrototypeKeys(body: unknown): unknown {
  const base = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  const poison = JSON.parse(
    '{"__proto__":{"isAdmin":true,"status":"Aktif"},"constructor":{"prototype":{"polluted":1}},"prototype":{"x":1}}',
  );
  return Object.assign(poison, base);
}

/** A whole request body: the wrong top-level type, hostile values under the right keys, or poisoned keys. */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = extremeOf(schema);
  return fc.oneof(
    { weight: 1, arbitrary: fc.oneof(scalar, fc.array(hostileValue, { maxLength: 3 })) },
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: shaped.map(withPrototypeKeys) },
  );
}
