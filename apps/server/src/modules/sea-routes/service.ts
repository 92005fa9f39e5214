import { count, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ports, seaRoutes } from "../../db/schema/voyage";

export async function routesUsingPort(db: Database, portId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(seaRoutes)
    .where(or(eq(seaRoutes.port_origin_id, portId), eq(seaRoutes.port_destination_id, portId)));
  return row?.total ?? 0;
}

export type RouteWithPorts = typeof seaRoutes.$inferSelect & {
  port_origin: { id: number; nama: string; kode: string; zona_waktu: string };
  port_destination: { id: number; nama: string; kode: string; zona_waktu: string };
};

/** Routes with their origin and destination ports, keyed by id. */
export async function routesWithPorts(db: Database, ids: number[]): Promise<Map<number, RouteWithPorts>> {
  if (ids.length === 0) return new Map();
  const routes = await db.select().from(seaRoutes).where(inArray(seaRoutes.id, ids));
  const portIds = [...new Set(routes.flatMap((route) => [route.port_origin_id, route.port_destination_id]))];
  const portRows = portIds.length ? await db.select().from(ports).where(inArray(ports.id, portIds)) : [];
  const byId = new Map(
    portRows.map((port) => [
      port.id,
      { id: port.id, nama: port.nama, kode: port.kode, zona_waktu: port.zona_waktu },
    ]),
  );
  const missing = { id: 0, nama: "-", kode: "-", zona_waktu: "Asia/Jakarta" };
  return new Map(
    routes.map((route) => [
      route.id,
      {
        ...route,
        port_origin: byId.get(route.port_origin_id) ?? missing,
        port_destination: byId.get(route.port_destination_id) ?? missing,
      },
    ]),
  );
}

export async function findRoute(db: Database, id: number) {
  return (await routesWithPorts(db, [id])).get(id);
}
