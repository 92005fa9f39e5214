import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ships } from "../../db/schema/voyage";

export type ShipRow = typeof ships.$inferSelect;

export async function shipsByIds(db: Database, ids: number[]): Promise<Map<number, ShipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(ships).where(inArray(ships.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Takes the ship's row lock: schedules of one ship are checked for overlap one transaction at a time. */
export async function lockShip(db: Database, id: number): Promise<ShipRow | undefined> {
  const [row] = await db.select().from(ships).where(eq(ships.id, id)).for("update");
  return row;
}
