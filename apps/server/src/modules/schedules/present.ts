import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, type schedules } from "../../db/schema/schedules";
import { percent } from "../../lib/percent";
import { ttlCache } from "../../lib/ttl-cache";
import { cargoTypesByIds } from "../cargo-types/index";
import { routesWithPorts } from "../sea-routes/index";
import { shipsByIds } from "../ships/index";
import { cancellationOf } from "./cancel-view";
import { delayOf } from "./delay-view";
import { routeSummary } from "./summary";

export type ScheduleRow = typeof schedules.$inferSelect;

/**
 * 'Statistik Pemesanan' from the real entries: capacity, seats held, occupancy (%) and the value of the
 * held seats at their entry prices (vehicles at the loaded price when there is one).
 */
export function scheduleStats(
  seats: { kapasitas: number; terjual: number; harga: number; harga_muatan: number | null }[],
) {
  const total_capacity = seats.reduce((sum, seat) => sum + seat.kapasitas, 0);
  const total_sold = seats.reduce((sum, seat) => sum + seat.terjual, 0);
  return {
    total_capacity,
    total_sold,
    occupancy_rate: percent(total_sold, total_capacity),
    total_revenue: seats.reduce((sum, seat) => sum + seat.terjual * (seat.harga_muatan ?? seat.harga), 0),
  };
}

/**
 * Schedules in the shape the public specification reads: route with ports, ship with facilities, and
 * `available_seats` whose `sisa_kuota` is always computed as capacity minus seats held.
 */
/** Where names and details of routes, ships and cargo types come from: the database, or a short cache. */
export type ReferenceLookups = {
  routes: (ids: number[]) => ReturnType<typeof routesWithPorts>;
  ships: (ids: number[]) => ReturnType<typeof shipsByIds>;
  cargo: (ids: number[]) => ReturnType<typeof cargoTypesByIds>;
};

export function liveLookups(db: Database): ReferenceLookups {
  return {
    routes: (ids) => routesWithPorts(db, ids),
    ships: (ids) => shipsByIds(db, ids),
    cargo: (ids) => cargoTypesByIds(db, ids),
  };
}

/** The same lookups, remembered for `ttlMs` per set of ids (public pages under load). */
export function cachedLookups(db: Database, ttlMs: number): ReferenceLookups {
  const key = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");
  const ids = (text: string) => (text ? text.split(",").map(Number) : []);
  const routes = ttlCache(ttlMs, (text: string) => routesWithPorts(db, ids(text)));
  const shipCache = ttlCache(ttlMs, (text: string) => shipsByIds(db, ids(text)));
  const cargo = ttlCache(ttlMs, (text: string) => cargoTypesByIds(db, ids(text)));
  return {
    routes: (list) => routes(key(list)),
    ships: (list) => shipCache(key(list)),
    cargo: (list) => cargo(key(list)),
  };
}

export async function presentSchedules(
  db: Database,
  rows: ScheduleRow[],
  lookups: ReferenceLookups = liveLookups(db),
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const quotas = await db.select().from(scheduleQuotas).where(inArray(scheduleQuotas.schedule_id, ids));
  const routes = await lookups.routes([...new Set(rows.map((row) => row.route_id))]);
  const shipMap = await lookups.ships([...new Set(rows.map((row) => row.ship_id))]);
  const cargo = await lookups.cargo([...new Set(quotas.map((quota) => quota.cargo_type_id))]);
  return rows.map((row) => {
    const route = routes.get(row.route_id);
    const ship = shipMap.get(row.ship_id);
    const seats = quotas
      .filter((quota) => quota.schedule_id === row.id)
      .sort((a, b) => a.cargo_type_id - b.cargo_type_id)
      .map((quota) => {
        const type = cargo.get(quota.cargo_type_id);
        return {
          id: quota.id,
          ticket_price_id: quota.ticket_price_id,
          harga: quota.harga,
          harga_muatan: quota.harga_muatan,
          kapasitas: quota.kapasitas,
          terjual: quota.terjual,
          sisa_kuota: quota.kapasitas - quota.terjual,
          cargo_type: type
            ? {
                id: type.id,
                kategori: type.kategori,
                nama: type.nama,
                golongan: type.golongan,
                deskripsi: type.deskripsi,
                kelas: type.kelas,
                kelompok_umur: type.kelompok_umur,
                free_riders: type.free_riders,
              }
            : null,
        };
      });
    return {
      id: row.id,
      route_id: row.route_id,
      ship_id: row.ship_id,
      waktu_berangkat: row.waktu_berangkat.toISOString(),
      waktu_tiba: row.waktu_tiba.toISOString(),
      duration_minutes: Math.round((row.waktu_tiba.getTime() - row.waktu_berangkat.getTime()) / 60_000),
      created_at: row.created_at.toISOString(),
      keterangan: row.keterangan,
      status: row.status,
      ...delayOf(row),
      ...cancellationOf(row),
      route: routeSummary(route),
      ship: ship
        ? {
            id: ship.id,
            nama: ship.nama,
            kode_kapal: ship.kode_kapal,
            gambar: ship.gambar,
            status_operasional: ship.status_operasional,
            fasilitas: ship.fasilitas,
            gambar_fasilitas: ship.gambar_fasilitas,
          }
        : null,
      available_seats: seats,
      total_sisa_kuota: seats.reduce((sum, seat) => sum + seat.sisa_kuota, 0),
      stats: scheduleStats(seats),
    };
  });
}

export type PresentedSchedule = Awaited<ReturnType<typeof presentSchedules>>[number];
