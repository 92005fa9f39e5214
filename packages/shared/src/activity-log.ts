import { z } from "zod";
import { databaseId } from "./ids";
import { timestamp } from "./wire";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Tanggal harus berformat YYYY-MM-DD" });

/** `/activity-logs` and its export: filters of the append-only log (dates are days in the operator's zone). */
export const activityLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  user_id: databaseId().optional(),
  module: z.string().trim().max(50).optional(),
  action: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;

/** One row of the activity log as `/activity-logs` answers it. */
export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  description: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
});
export type ActivityLogEntry = z.input<typeof activityLogEntrySchema>;
