import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shipCapacities } from "../../db/schema/voyage";
import { AppError, fieldError } from "../../lib/app-error";
import { groupBy } from "../../lib/group-by";
import { type Actor, logActivity } from "../activity-log/index";
import { cargoTypesByIds } from "../cargo-types/index";
import { shipsByIds } from "../ships/index";

export type ShipCapacityRow = typeof shipCapacities.$inferSelect;

export async function capacitiesOfCargoType(db: Database, cargoTypeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shipCapacities)
    .where(eq(shipCapacities.cargo_type_id, cargoTypeId));
  return row?.total ?? 0;
}

export async function capacityOfShip(db: Database, shipId: number): Promise<ShipCapacityRow[]> {
  return db
    .select()
    .from(shipCapacities)
    .where(eq(shipCapacities.ship_id, shipId))
    .orderBy(shipCapacities.cargo_type_id);
}

/** The capacity entries of several ships, optionally of one cargo type, keyed by ship id. */
export async function capacitiesOfShips(
  db: Database,
  shipIds: number[],
  cargoTypeId?: number,
): Promise<Map<number, ShipCapacityRow[]>> {
  if (shipIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipCapacities)
    .where(
      and(
        inArray(shipCapacities.ship_id, shipIds),
        cargoTypeId === undefined ? undefined : eq(shipCapacities.cargo_type_id, cargoTypeId),
      ),
    );
  return groupBy(rows, (row) => row.ship_id);
}

/** Checks that the ship and every cargo type exist and that no cargo type is listed twice. */
async function checkGrid(db: Database, shipId: number, entries: { cargo_type_id: number }[]) {
  const ship = (await shipsByIds(db, [shipId])).get(shipId);
  if (!ship) throw new AppError("NOT_FOUND", "Kapal tidak ditemukan");
  const ids = entries.map((entry) => entry.cargo_type_id);
  const known = await cargoTypesByIds(db, ids);
  ids.forEach((id, index) => {
    if (!known.has(id)) throw fieldError(`entries.${index}.cargo_type_id`, "Jenis muatan tidak ditemukan");
    if (ids.indexOf(id) !== index)
      throw fieldError(`entries.${index}.cargo_type_id`, "Jenis muatan muncul dua kali");
  });
  return ship;
}

/**
 * Replaces the capacity grid of one ship in one transaction (entries with kuota 0 are removed) and logs
 * it with the grid before and after. Schedules made later use the new grid; existing ones keep theirs.
 */
export async function saveCapacityGrid(
  db: Database,
  actor: Actor,
  shipId: number,
  entries: { cargo_type_id: number; kuota: number }[],
): Promise<ShipCapacityRow[]> {
  return db.transaction(async (tx) => {
    const ship = await checkGrid(tx, shipId, entries);
    const before = await capacityOfShip(tx, shipId);
    await tx.delete(shipCapacities).where(eq(shipCapacities.ship_id, shipId));
    const kept = entries.filter((entry) => entry.kuota > 0);
    if (kept.length > 0)
      await tx.insert(shipCapacities).values(kept.map((entry) => ({ ship_id: shipId, ...entry })));
    const after = await capacityOfShip(tx, shipId);
    await logActivity(tx, actor, {
      action: "ship_capacity.grid_saved",
      description: `Kapasitas kapal ${ship.nama} disimpan`,
      subject_type: "ship",
      subject_id: shipId,
      properties: { before, after },
    });
    return after;
  });
}

/** Adds the ship and the cargo type to capacity rows. */
export async function describeCapacities(db: Database, rows: (typeof shipCapacities.$inferSelect)[]) {
  const shipRows = await shipsByIds(db, [...new Set(rows.map((row) => row.ship_id))]);
  const cargo = await cargoTypesByIds(db, [...new Set(rows.map((row) => row.cargo_type_id))]);
  return rows.map((row) => ({
    ...row,
    ship: shipRows.get(row.ship_id) ?? null,
    cargo_type: cargo.get(row.cargo_type_id) ?? null,
  }));
}
