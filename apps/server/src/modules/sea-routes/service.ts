import type { RecordStatus } from "@ferry/shared/list-query";
import type { PortTimeZone } from "@ferry/shared/zoned-time";
import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { ports, seaRoutes } from "../../db/schema/voyage";
import { searchCondition } from "../../lib/list-sql";

export type SeaRouteRow = typeof seaRoutes.$inferSelect;
type PortSummary = { id: number; nama: string; kode: string; zona_waktu: PortTimeZone };

export type RouteWithPorts = SeaRouteRow & { port_origin: PortSummary; port_destination: PortSummary };

export async function routesUsingPort(db: Database, portId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(seaRoutes)
    .where(or(eq(seaRoutes.port_origin_id, portId), eq(seaRoutes.port_destination_id, portId)));
  return row?.total ?? 0;
}

const origin = alias(ports, "port_origin");
const destination = alias(ports, "port_destination");
const portColumns = (port: typeof origin | typeof destination) => ({
  id: port.id,
  nama: port.nama,
  kode: port.kode,
  zona_waktu: port.zona_waktu,
});

/** Routes with both their ports, in one statement (a sale reads its route so: issue 26). */
const routesAndPorts = (db: Database) =>
  db
    .select({ route: seaRoutes, origin: portColumns(origin), destination: portColumns(destination) })
    .from(seaRoutes)
    .innerJoin(origin, eq(origin.id, seaRoutes.port_origin_id)) // both are foreign keys, never null
    .innerJoin(destination, eq(destination.id, seaRoutes.port_destination_id))
    .$dynamic();

type RouteAndPorts = Awaited<ReturnType<typeof routesAndPorts>>[number];
const withPorts = (row: RouteAndPorts): RouteWithPorts => ({
  ...row.route,
  port_origin: row.origin,
  port_destination: row.destination,
});

/** Routes matching `where` with both their ports, by code. */
async function routesJoined(db: Database, where: SQL | undefined): Promise<RouteWithPorts[]> {
  return (await routesAndPorts(db).where(where).orderBy(seaRoutes.kode_rute)).map(withPorts);
}

const routeById = builtOnce("route_with_ports", (db) =>
  routesAndPorts(db).where(eq(seaRoutes.id, sql.placeholder("id"))),
);

/** Routes with their origin and destination ports, keyed by id. */
export async function routesWithPorts(db: Database, ids: number[]): Promise<Map<number, RouteWithPorts>> {
  if (ids.length === 0) return new Map();
  return new Map((await routesJoined(db, inArray(seaRoutes.id, ids))).map((route) => [route.id, route]));
}

export async function findRoute(db: Database, id: number): Promise<RouteWithPorts | undefined> {
  const [row] = await routeById(db).execute({ id });
  return row && withPorts(row);
}

/**
 * Routes between the given ports whose code or name contains `search` (every route without filters),
 * with their ports: schedule lists filter by these and read each route's origin zone.
 */
export async function findRoutes(
  db: Database,
  filter: { origin_port_id?: number; destination_port_id?: number; search?: string; status?: RecordStatus },
): Promise<RouteWithPorts[]> {
  return routesJoined(
    db,
    and(
      filter.origin_port_id ? eq(seaRoutes.port_origin_id, filter.origin_port_id) : undefined,
      filter.destination_port_id ? eq(seaRoutes.port_destination_id, filter.destination_port_id) : undefined,
      filter.status ? eq(seaRoutes.status, filter.status) : undefined,
      searchCondition(filter.search, [seaRoutes.kode_rute, seaRoutes.nama_rute]),
    ),
  );
}
