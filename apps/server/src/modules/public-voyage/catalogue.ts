import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cargoTypes, ports, seaRoutes, ships } from "../../db/schema/voyage";
import { AppError } from "../../lib/app-error";
import { getScheduleWithSeats } from "../schedules/index";
import { routesWithPorts } from "../sea-routes/index";

/** What anyone may read of the voyage data: active ports and routes, cargo types, ships in service. */

export function activePorts(db: Database) {
  return db.select().from(ports).where(eq(ports.status, "Aktif")).orderBy(asc(ports.nama));
}

export async function requireActivePort(db: Database, id: number) {
  const [port] = await db
    .select()
    .from(ports)
    .where(and(eq(ports.id, id), eq(ports.status, "Aktif")));
  if (!port) throw new AppError("NOT_FOUND", "Pelabuhan tidak ditemukan");
  return port;
}

export function allCargoTypes(db: Database) {
  return db.select().from(cargoTypes).orderBy(asc(cargoTypes.id));
}

export function shipsInService(db: Database) {
  return db.select().from(ships).where(ne(ships.status_operasional, "Tidak Aktif")).orderBy(asc(ships.nama));
}

/** Active routes between the given ports whose code or name contains `search`, by code, with their ports. */
export async function searchActiveRoutes(
  db: Database,
  query: { origin_port_id?: number; destination_port_id?: number; search?: string },
) {
  const rows = await db
    .select({ id: seaRoutes.id })
    .from(seaRoutes)
    .where(
      and(
        eq(seaRoutes.status, "Aktif"),
        query.origin_port_id ? eq(seaRoutes.port_origin_id, query.origin_port_id) : undefined,
        query.destination_port_id ? eq(seaRoutes.port_destination_id, query.destination_port_id) : undefined,
      ),
    );
  const routes = [
    ...(
      await routesWithPorts(
        db,
        rows.map((row) => row.id),
      )
    ).values(),
  ];
  const needle = query.search?.toLowerCase();
  const matching = needle
    ? routes.filter((route) => `${route.kode_rute} ${route.nama_rute}`.toLowerCase().includes(needle))
    : routes;
  return matching.sort((a, b) => a.kode_rute.localeCompare(b.kode_rute));
}

/** One sailing for the public: one the operator cancelled stays visible with its reason; one set `batal` unsold does not. */
export async function requirePublicSchedule(db: Database, id: number) {
  const schedule = await getScheduleWithSeats(db, id);
  if (schedule.status === "batal" && !schedule.dibatalkan_at) {
    throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  }
  return schedule;
}
