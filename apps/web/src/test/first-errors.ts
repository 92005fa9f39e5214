import type { z } from "zod";

/** The first message per field of parsing `values` with `schema` (empty when it parses): what a form shows. */
export function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
