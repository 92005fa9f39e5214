import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { anyOf, builtOnce } from "../../db/prepared";
import { ships } from "../../db/schema/voyage";
import { searchCondition } from "../../lib/list-sql";

export type ShipRow = typeof ships.$inferSelect;

/** Ships by id; ids that do not exist are absent from the map. */
export async function shipsByIds(db: Database, ids: number[]): Promise<Map<number, ShipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await shipsOfIds(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

const shipsOfIds = builtOnce("ships_by_ids", (db) => db.select().from(ships).where(anyOf(ships.id, "ids")));

/**
 * Takes the ships' row locks, in id order (no deadlock between two writers): schedules of one ship are
 * checked for overlap and written one transaction at a time. On PGlite transactions are serial anyway.
 */
export async function lockShips(db: Database, ids: number[]): Promise<Map<number, ShipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ships)
    .where(inArray(ships.id, ids))
    .orderBy(asc(ships.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

/** Ids of the ships whose name or code contains `search`. */
export async function shipIdsMatching(db: Database, search: string): Promise<number[]> {
  const rows = await db
    .select({ id: ships.id })
    .from(ships)
    .where(searchCondition(search, [ships.nama, ships.kode_kapal]));
  return rows.map((row) => row.id);
}
