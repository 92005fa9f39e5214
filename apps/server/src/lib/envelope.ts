import type { PageMeta } from "@ferry/shared/api-errors";
import { z } from "zod";

/** The success envelope every JSON answer uses: `{ success: true, data, message?, meta? }`. */
export function ok<T>(data: T, extra: { message?: string; meta?: PageMeta } = {}) {
  return { success: true as const, data, ...extra };
}

const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_estimasi: z.boolean().optional(),
});

/** The response schema of a success envelope around `data`, for route declarations and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    meta: pageMetaSchema.optional(),
  });
}

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  error_code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: z.string().optional(),
});
