import { MAX_ID } from "@ferry/shared/ids";
import type { Operation } from "./api-routes";
import type { JsonSchema } from "./hostile";

/** Query parameters that become a bigint in SQL (`page` -> OFFSET), so PostgreSQL's `integer` does not bound them. */
const BIGINT_QUERY_PARAMETERS = new Set(["page"]);

type Found = { where: string; schema: JsonSchema };

function numbersIn(schema: JsonSchema | undefined, where: string, found: Found[]): Found[] {
  if (!schema) return found;
  for (const item of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    numbersIn(item, where, found);
  if (schema.type === "integer" || schema.type === "number") found.push({ where, schema });
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    numbersIn(value, `${where}.${key}`, found);
  numbersIn(schema.items, `${where}[]`, found);
  return found;
}

const fitsInteger = (schema: JsonSchema) =>
  schema.maximum !== undefined &&
  schema.maximum <= MAX_ID &&
  schema.minimum !== undefined &&
  schema.minimum >= -MAX_ID - 1;

/**
 * Every number a request may carry (path, query, body) whose documented range goes past PostgreSQL's
 * `integer` at either end (or has no bound there): such a number can reach a query and fail there with a 500. The
 * answer names each one as `METHOD /url in.name`.
 */
export function unboundedNumbers(operations: Operation[]): string[] {
  return operations.flatMap((operation) => {
    const route = `${operation.method} ${operation.url}`;
    const found = operation.parameters
      .filter((parameter) => !(parameter.in === "query" && BIGINT_QUERY_PARAMETERS.has(parameter.name)))
      .flatMap((parameter) =>
        numbersIn(parameter.schema as JsonSchema, `${parameter.in}.${parameter.name}`, []),
      );
    numbersIn(operation.bodySchema as JsonSchema, "body", found);
    return found.filter(({ schema }) => !fitsInteger(schema)).map(({ where }) => `${route} ${where}`);
  });
}
