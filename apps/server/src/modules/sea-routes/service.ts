import type { RecordStatus } from "@ferry/shared/list-query";
import type { PortTimeZone } from "@ferry/shared/zoned-time";
import { and, count, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { seaRoutes } from "../../db/schema/voyage";
import { searchCondition } from "../../lib/list-sql";
import { portsByIds } from "../ports/service";

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

async function withPorts(db: Database, routes: SeaRouteRow[]): Promise<RouteWithPorts[]> {
  const portIds = [...new Set(routes.flatMap((route) => [route.port_origin_id, route.port_destination_id]))];
  const portRows = await portsByIds(db, portIds);
  const summary = (id: number): PortSummary => {
    const port = portRows.get(id);
    return port
      ? { id: port.id, nama: port.nama, kode: port.kode, zona_waktu: port.zona_waktu }
      : { id: 0, nama: "-", kode: "-", zona_waktu: "Asia/Jakarta" };
  };
  return routes.map((route) => ({
    ...route,
    port_origin: summary(route.port_origin_id),
    port_destination: summary(route.port_destination_id),
  }));
}

/** Routes with their origin and destination ports, keyed by id. */
export async function routesWithPorts(db: Database, ids: number[]): Promise<Map<number, RouteWithPorts>> {
  if (ids.length === 0) return new Map();
  const routes = await db.select().from(seaRoutes).where(inArray(seaRoutes.id, ids));
  return new Map((await withPorts(db, routes)).map((route) => [route.id, route]));
}

export async function findRoute(db: Database, id: number): Promise<RouteWithPorts | undefined> {
  return (await routesWithPorts(db, [id])).get(id);
}

/**
 * Routes between the given ports whose code or name contains `search` (every route without filters),
 * with their ports: schedule lists filter by these and read each route's origin zone.
 */
export async function findRoutes(
  db: Database,
  filter: { origin_port_id?: number; destination_port_id?: number; search?: string; status?: RecordStatus },
): Promise<RouteWithPorts[]> {
  const routes = await db
    .select()
    .from(seaRoutes)
    .where(
      and(
        filter.origin_port_id ? eq(seaRoutes.port_origin_id, filter.origin_port_id) : undefined,
        filter.destination_port_id
          ? eq(seaRoutes.port_destination_id, filter.destination_port_id)
          : undefined,
        filter.status ? eq(seaRoutes.status, filter.status) : undefined,
        searchCondition(filter.search, [seaRoutes.kode_rute, seaRoutes.nama_rute]),
      ),
    )
    .orderBy(seaRoutes.kode_rute);
  return withPorts(db, routes);
}
