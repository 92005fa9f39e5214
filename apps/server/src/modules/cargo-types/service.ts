import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cargoTypes } from "../../db/schema/voyage";

export type CargoTypeRow = typeof cargoTypes.$inferSelect;

/** Cargo types by id; ids that do not exist are absent from the map. */
export async function cargoTypesByIds(db: Database, ids: number[]): Promise<Map<number, CargoTypeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(cargoTypes).where(inArray(cargoTypes.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
