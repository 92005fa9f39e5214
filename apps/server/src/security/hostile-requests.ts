import fc from "fast-check";
import { concreteUrl, type Operation } from "./api-routes";
import type { JsonSchema } from "./hostile";
import { type Leaf, leavesOf, sampleOf, withLeaf } from "./json-sample";

/**
 * The classes of hostile input every route is walked with (issue 19): a NUL character, which PostgreSQL
 * cannot store in text; numbers past PostgreSQL's `integer`; 5 000-character texts; a malformed escape
 * in the URL. Each class has fixed representatives, sent to every place of every route, and a
 * fast-check arbitrary for random members.
 */
const NUL_TEXT = "a\u0000b";
const PAST_INT4 = "2147483648";
const FAR_PAST_INT4 = "99999999999999999999";
export const LONG_TEXT = "A".repeat(5000);
/** An escape that decodes to nothing valid: Fastify's router refuses it before any route runs. */
const MALFORMED_ESCAPE = "%E0%A4%A";

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);
const pastInt4 = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }),
  fc.bigInt({ min: -(10n ** 30n), max: -(2n ** 31n) - 1n }),
);

/**
 * Texts for one path parameter, for one documented query parameter, and for a stray query parameter
 * (which only the NUL check reads), before URL escaping. The query string is not the router's: a
 * malformed escape there is only text.
 */
const PATH_TEXTS = [NUL_TEXT, PAST_INT4, FAR_PAST_INT4, LONG_TEXT, MALFORMED_ESCAPE];
const QUERY_TEXTS = [NUL_TEXT, PAST_INT4, LONG_TEXT];
const STRAY_QUERY = "search";
const parameterText = fc.oneof(withNul, pastInt4.map(String), fc.constantFrom("\u0000", LONG_TEXT));

/**
 * What replaces one leaf of a sampled body: a text with a NUL for a string leaf (no field may hold one;
 * a number in words, on the other hand, is a fine name or address); for a number leaf a number no
 * column holds, as a number and as text (ids are coerced from text). Long texts in bodies are the
 * bad-input fuzzer's.
 */
const LEAF_VALUES = { string: [NUL_TEXT], number: [Number(PAST_INT4), FAR_PAST_INT4] };
const leafValue = {
  string: withNul,
  number: fc.oneof(pastInt4.map(Number), pastInt4.map(String)),
};

/** One request of the walk: where it goes, what it carries, and which place holds the hostile value. */
export type HostileRequest = { url: string; body: unknown; target: string };

/** A caller's values for the route's path parameters (`:id` -> a real row's id). */
export type PathValues = Record<string, string | number>;

const inUrl = (text: string) => (text === MALFORMED_ESCAPE ? text : encodeURIComponent(text));

/**
 * The places of one route that take input (each path parameter, each documented query parameter, on a
 * read without `search` a stray one, each leaf of a sampled body) and the request that puts one hostile value at one
 * place, with sane values everywhere else: real ids in the path and the sampled body.
 */
function placesOf(operation: Operation, values: PathValues) {
  const sample = operation.hasBody ? sampleOf(operation.bodySchema as JsonSchema) : undefined;
  const documented = operation.parameters.filter((parameter) => parameter.in === "query");
  const documentedNames = documented.map((parameter) => parameter.name);
  // A route ignores a stray query parameter, so on a write it would let a valid body through.
  const stray = operation.method === "GET" && !documentedNames.includes(STRAY_QUERY) ? [STRAY_QUERY] : [];
  const url = (path: PathValues) => concreteUrl(operation.url, { ...values, ...path });
  return {
    paths: [...operation.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? ""),
    queries: documentedNames,
    stray,
    leaves: leavesOf(sample),
    hasBody: operation.hasBody,
    atPath: (name: string, text: string): HostileRequest => ({
      url: url({ [name]: inUrl(text) }),
      body: sample,
      target: `path ${name}`,
    }),
    atQuery: (name: string, text: string): HostileRequest => ({
      url: `${url({})}?${name}=${inUrl(text)}`,
      body: sample,
      target: `query ${name}`,
    }),
    atLeaf: (leaf: Leaf, value: unknown): HostileRequest => ({
      url: url({}),
      body: withLeaf(sample, leaf.path, value),
      target: `body ${leaf.path.join(".")}`,
    }),
    withNulKey: (): HostileRequest => ({
      url: url({}),
      body: { ...(sample as object), "kunci\u0000": 1 },
      target: "body key",
    }),
  };
}

/** Every fixed representative of every class, at every place of the route. */
export function hostileExamples(operation: Operation, values: PathValues): HostileRequest[] {
  const places = placesOf(operation, values);
  return [
    ...places.paths.flatMap((name) => PATH_TEXTS.map((text) => places.atPath(name, text))),
    ...places.queries.flatMap((name) => QUERY_TEXTS.map((text) => places.atQuery(name, text))),
    ...places.stray.map((name) => places.atQuery(name, NUL_TEXT)),
    ...places.leaves.flatMap((leaf) => LEAF_VALUES[leaf.kind].map((value) => places.atLeaf(leaf, value))),
    ...(places.hasBody ? [places.withNulKey()] : []),
  ];
}

/** Random members of the classes at random places of the route; undefined for a route without input. */
export function hostileRequest(
  operation: Operation,
  values: PathValues,
): fc.Arbitrary<HostileRequest> | undefined {
  const places = placesOf(operation, values);
  const choices = [
    ...places.paths.map((name) => parameterText.map((text) => places.atPath(name, text))),
    ...places.queries.map((name) => parameterText.map((text) => places.atQuery(name, text))),
    ...places.leaves.map((leaf) => leafValue[leaf.kind].map((value) => places.atLeaf(leaf, value))),
  ];
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}
