import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schedules } from "../../db/schema/schedules";
import { type RouteWithPorts, routesWithPorts } from "../sea-routes/index";
import { type ShipRow, shipsByIds } from "../ships/index";
import { cancellationOf } from "./cancel-view";
import { delayOf } from "./delay-view";
import { sailingLabel } from "./plan";
import type { ScheduleRow } from "./present";

/** A route as schedules show it: code, name and both ports with their zones. */
export function routeSummary(route: RouteWithPorts | undefined) {
  return route
    ? {
        id: route.id,
        kode_rute: route.kode_rute,
        nama_rute: route.nama_rute,
        port_origin: route.port_origin,
        port_destination: route.port_destination,
      }
    : null;
}

function summarize(row: ScheduleRow, route: RouteWithPorts | undefined, ship: ShipRow | undefined) {
  return {
    id: row.id,
    waktu_berangkat: row.waktu_berangkat.toISOString(),
    waktu_tiba: row.waktu_tiba.toISOString(),
    status: row.status,
    ...delayOf(row),
    ...cancellationOf(row),
    route: routeSummary(route),
    ship: ship ? { id: ship.id, nama: ship.nama, kode_kapal: ship.kode_kapal } : null,
  };
}

export type ScheduleSummary = ReturnType<typeof summarize>;

/** Schedules in a few words (times, status, route with ports and zones, ship), for bookings and lists. */
export async function scheduleSummaries(db: Database, ids: number[]): Promise<Map<number, ScheduleSummary>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(schedules).where(inArray(schedules.id, wanted));
  // Routes and ships at once (on PostgreSQL each on its own pooled connection): one round trip fewer.
  const [routes, ships] = await Promise.all([
    routesWithPorts(db, [...new Set(rows.map((row) => row.route_id))]),
    shipsByIds(db, [...new Set(rows.map((row) => row.ship_id))]),
  ]);
  return new Map(
    rows.map((row) => [row.id, summarize(row, routes.get(row.route_id), ships.get(row.ship_id))]),
  );
}

/**
 * The summary of a schedule already read with its route (a sale's plan): only its ship is read, so a sale's
 * answer does not read its sailing again (issue 26).
 */
export async function summaryOfSailing(
  db: Database,
  row: ScheduleRow,
  route: RouteWithPorts,
): Promise<ScheduleSummary> {
  const ships = await shipsByIds(db, [row.ship_id]);
  return summarize(row, route, ships.get(row.ship_id));
}

/** `KTP-GLM 01/12/2026 08.00 WIB`: how a log line or a note names a stored sailing (never `jadwal #7`). */
export async function sailingLabelOf(db: Database, id: number): Promise<string> {
  const summary = (await scheduleSummaries(db, [id])).get(id);
  return summary ? sailingLabel(summary.route, summary.waktu_berangkat) : "Jadwal tidak ditemukan";
}
