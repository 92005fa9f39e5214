import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ports } from "../../db/schema/voyage";

export type PortRow = typeof ports.$inferSelect;

/** Ports by id; ids that do not exist are absent from the map. */
export async function portsByIds(db: Database, ids: number[]): Promise<Map<number, PortRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(ports).where(inArray(ports.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
