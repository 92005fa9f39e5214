import { z } from "zod";
import { databaseId } from "./ids";

/**
 * The query of every back-office list: page, per_page, search, sort_by (a whitelisted column),
 * sort_dir. A missing value is no filter; an unparseable one is a 422.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return z.object({
    page: z.coerce.number().int().min(1, { error: "Halaman minimal 1" }).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(100, { error: "Maksimal 100 baris per halaman" })
      .default(15),
    search: z.string().trim().max(100).optional(),
    sort_by: z.enum(sortable, { error: "Kolom urutan tidak dikenal" }).optional(),
    sort_dir: z.enum(["asc", "desc"], { error: "Arah urutan harus asc atau desc" }).default("asc"),
    ...filters,
  });
}

/** An optional integer id filter from the query string. */
export const optionalId = databaseId().optional();

export const recordStatus = z.enum(["Aktif", "Tidak Aktif"], {
  error: "Status harus Aktif atau Tidak Aktif",
});
export type RecordStatus = z.infer<typeof recordStatus>;
