import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cargoTypes, shipCapacities, ships } from "../../db/schema/voyage";

export async function capacitiesOfCargoType(db: Database, cargoTypeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shipCapacities)
    .where(eq(shipCapacities.cargo_type_id, cargoTypeId));
  return row?.total ?? 0;
}

export async function capacityOfShip(db: Database, shipId: number) {
  return db.select().from(shipCapacities).where(eq(shipCapacities.ship_id, shipId));
}

/** Replaces the capacity grid of one ship; entries with kuota 0 are removed. Returns before and after. */
export async function saveCapacityGrid(
  db: Database,
  shipId: number,
  entries: { cargo_type_id: number; kuota: number }[],
) {
  const before = await capacityOfShip(db, shipId);
  await db.delete(shipCapacities).where(eq(shipCapacities.ship_id, shipId));
  const kept = entries.filter((entry) => entry.kuota > 0);
  if (kept.length > 0)
    await db.insert(shipCapacities).values(kept.map((entry) => ({ ship_id: shipId, ...entry })));
  return { before, after: await capacityOfShip(db, shipId) };
}

export async function describeCapacities(db: Database, rows: Record<string, unknown>[]) {
  const shipIds = [...new Set(rows.map((row) => Number(row.ship_id)))];
  const cargoIds = [...new Set(rows.map((row) => Number(row.cargo_type_id)))];
  const shipRows = shipIds.length ? await db.select().from(ships).where(inArray(ships.id, shipIds)) : [];
  const cargo = cargoIds.length
    ? await db.select().from(cargoTypes).where(inArray(cargoTypes.id, cargoIds))
    : [];
  return rows.map((row) => ({
    ...row,
    ship: shipRows.find((ship) => ship.id === row.ship_id) ?? null,
    cargo_type: cargo.find((item) => item.id === row.cargo_type_id) ?? null,
  }));
}
