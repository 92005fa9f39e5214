import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fieldError } from "../lib/app-error";

export const NUL_MESSAGE = "Teks tidak boleh mengandung karakter NUL (\\u0000)";

const NUL = "\u0000";

/**
 * The field (`nama`, `tickets.0.nama`, `body` for the whole body) of the first string, or object key,
 * holding a NUL character in `value`; undefined when there is none. Walked without recursion, so a
 * body nested thousands of levels deep cannot overflow the stack.
 */
export function fieldWithNul(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === "string") {
      if (current.includes(NUL)) return path || root;
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text, and a search for one fails in the database. Every
 * request's path parameters, query string and body are checked once here, before any route's schema
 * runs, and a NUL anywhere is a 422 VALIDATION_ERROR naming the field: no route, schema or query has to
 * remember it.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const field =
      fieldWithNul(request.params, "params") ??
      fieldWithNul(request.query, "query") ??
      fieldWithNul(request.body, "body");
    if (field !== undefined) throw fieldError(field, NUL_MESSAGE);
  });
});
