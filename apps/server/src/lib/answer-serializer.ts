import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

type AnswerSchema = Parameters<typeof serializerCompiler>[0]["schema"];

const servedAsBuilt = new WeakSet<object>();

/**
 * Marks a route's answer schema as served as built: its answers are written with `JSON.stringify`, not
 * checked and encoded through the schema at every request. Only for answers of plain records of scalars
 * (nothing a schema would strip or transform), large enough that the check is most of the request, and
 * whose shape a test asserts against this schema: a voyage report on screen is 3,000-5,000 rows, whose
 * check took 19-48 ms where writing them takes 2 ms (issue 26, decision 051). The schema still documents
 * the route (OpenAPI) and the answer contract tests.
 */
export function servedAsBuiltAnswer<T extends z.ZodType>(schema: T): T {
  servedAsBuilt.add(schema);
  return schema;
}

/**
 * The app's answer serializer: zod's (every answer checked and encoded through its schema), except for
 * the schemas marked `servedAsBuiltAnswer`.
 */
export const answerSerializer: FastifySerializerCompiler<AnswerSchema> = (route) =>
  servedAsBuilt.has(route.schema) ? (data) => JSON.stringify(data) : serializerCompiler(route);
