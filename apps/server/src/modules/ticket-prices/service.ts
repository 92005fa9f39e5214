import { and, asc, count, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ticketPrices } from "../../db/schema/voyage";
import { cargoTypesByIds } from "../cargo-types/index";
import { routesWithPorts } from "../sea-routes/index";

export type TicketPriceRow = typeof ticketPrices.$inferSelect;
export type CurrentPrice = Pick<
  TicketPriceRow,
  "id" | "route_id" | "cargo_type_id" | "harga" | "harga_muatan" | "berlaku_mulai"
>;

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

/**
 * The price of a route and cargo type in force for a departure on `departureDate` (yyyy-mm-dd, the
 * departure's day in the origin port's zone): the newest row whose `berlaku_mulai` is not after it.
 */
export async function currentPrice(
  db: Database,
  routeId: number,
  cargoTypeId: number,
  departureDate: string,
): Promise<CurrentPrice | undefined> {
  const [row] = await db
    .select()
    .from(ticketPrices)
    .where(
      and(
        sameRouteAndCargo({ route_id: routeId, cargo_type_id: cargoTypeId }),
        lte(ticketPrices.berlaku_mulai, departureDate),
      ),
    )
    .orderBy(desc(ticketPrices.berlaku_mulai))
    .limit(1);
  return row;
}

/** Every price of the given routes that starts on or before `upTo`, newest first (for `priceOn`). */
export async function priceHistory(db: Database, routeIds: number[], upTo: string): Promise<CurrentPrice[]> {
  if (routeIds.length === 0) return [];
  return db
    .select()
    .from(ticketPrices)
    .where(and(inArray(ticketPrices.route_id, routeIds), lte(ticketPrices.berlaku_mulai, upTo)))
    .orderBy(desc(ticketPrices.berlaku_mulai));
}

/** From a `priceHistory`, the price in force on `date`, as `currentPrice` answers it. */
export function priceOn(
  history: CurrentPrice[],
  routeId: number,
  cargoTypeId: number,
  date: string,
): CurrentPrice | undefined {
  return history.find(
    (price) =>
      price.route_id === routeId && price.cargo_type_id === cargoTypeId && price.berlaku_mulai <= date,
  );
}

function sameRouteAndCargo(price: Pick<CurrentPrice, "route_id" | "cargo_type_id">) {
  return and(eq(ticketPrices.route_id, price.route_id), eq(ticketPrices.cargo_type_id, price.cargo_type_id));
}

/** The day the next newer price of the same route and cargo type starts (where this one stops), or null. */
export async function priceEndsOn(db: Database, price: CurrentPrice): Promise<string | null> {
  const [next] = await db
    .select({ berlaku_mulai: ticketPrices.berlaku_mulai })
    .from(ticketPrices)
    .where(and(sameRouteAndCargo(price), gt(ticketPrices.berlaku_mulai, price.berlaku_mulai)))
    .orderBy(asc(ticketPrices.berlaku_mulai))
    .limit(1);
  return next?.berlaku_mulai ?? null;
}

/** Whether another price exists for the same route, cargo type and start day. */
export async function samePriceDay(
  db: Database,
  values: Pick<CurrentPrice, "route_id" | "cargo_type_id" | "berlaku_mulai">,
  exceptId: number | null,
) {
  const rows = await db
    .select({ id: ticketPrices.id })
    .from(ticketPrices)
    .where(and(sameRouteAndCargo(values), eq(ticketPrices.berlaku_mulai, values.berlaku_mulai)));
  return rows.some((row) => row.id !== exceptId);
}

/** Adds the route (with ports) and the cargo type to price rows. */
export async function describePrices(db: Database, rows: TicketPriceRow[]) {
  const routes = await routesWithPorts(db, [...new Set(rows.map((row) => row.route_id))]);
  const cargo = await cargoTypesByIds(db, [...new Set(rows.map((row) => row.cargo_type_id))]);
  return rows.map((row) => ({
    ...row,
    route: routes.get(row.route_id) ?? null,
    cargo_type: cargo.get(row.cargo_type_id) ?? null,
  }));
}
