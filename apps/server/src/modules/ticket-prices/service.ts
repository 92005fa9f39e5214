import { and, count, desc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cargoTypes, seaRoutes, ticketPrices } from "../../db/schema/voyage";

export async function pricesOfRoute(db: Database, routeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ticketPrices)
    .where(eq(ticketPrices.route_id, routeId));
  return row?.total ?? 0;
}

export async function pricesOfCargoType(db: Database, cargoTypeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ticketPrices)
    .where(eq(ticketPrices.cargo_type_id, cargoTypeId));
  return row?.total ?? 0;
}

export type CurrentPrice = {
  id: number;
  cargo_type_id: number;
  harga: number;
  harga_muatan: number | null;
  berlaku_mulai: string;
};

/** For each cargo type, the price of the route in force on `date` (yyyy-mm-dd): the newest row not after it. */
export async function currentPrices(
  db: Database,
  routeId: number,
  date: string,
): Promise<Map<number, CurrentPrice>> {
  const rows = await db
    .select()
    .from(ticketPrices)
    .where(and(eq(ticketPrices.route_id, routeId), lte(ticketPrices.berlaku_mulai, date)))
    .orderBy(desc(ticketPrices.berlaku_mulai));
  const prices = new Map<number, CurrentPrice>();
  for (const row of rows) if (!prices.has(row.cargo_type_id)) prices.set(row.cargo_type_id, row);
  return prices;
}

export async function describePrices(db: Database, rows: Record<string, unknown>[]) {
  const routeIds = [...new Set(rows.map((row) => Number(row.route_id)))];
  const cargoIds = [...new Set(rows.map((row) => Number(row.cargo_type_id)))];
  const routes = routeIds.length
    ? await db.select().from(seaRoutes).where(inArray(seaRoutes.id, routeIds))
    : [];
  const cargo = cargoIds.length
    ? await db.select().from(cargoTypes).where(inArray(cargoTypes.id, cargoIds))
    : [];
  return rows.map((row) => ({
    ...row,
    route: routes.find((route) => route.id === row.route_id) ?? null,
    cargo_type: cargo.find((item) => item.id === row.cargo_type_id) ?? null,
  }));
}
