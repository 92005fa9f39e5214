import type { ScheduleStatus } from "@ferry/shared/schedules";
import { formatZonedDateTime, instantToLocal } from "@ferry/shared/zoned-time";
import { and, gt, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { AppError, fieldError } from "../../lib/app-error";
import { groupBy } from "../../lib/group-by";
import { type RouteWithPorts, routesWithPorts } from "../sea-routes/index";
import { capacitiesOfShips } from "../ship-capacities/index";
import { lockShips, type ShipRow } from "../ships/index";
import { type CurrentPrice, priceHistory, priceOn } from "../ticket-prices/index";
import type { ScheduleRow } from "./present";

export type ScheduleValues = {
  route_id: number;
  ship_id: number;
  waktu_berangkat: Date;
  waktu_tiba: Date;
  keterangan: string | null;
  status: ScheduleStatus;
};

/** A planned schedule that overlaps another of its ship: one of the same plan (`id` null) or a stored one. */
export type Overlap = { slot: ScheduleValues; other: { id: number | null; waktu_berangkat: Date } };

const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) parts.push(rows.slice(start, start + CHUNK));
  return parts;
}

/** `MRK-BKH 01/12/2026 08.00 WIB`: a sailing as a log line or a refusal names it, never `jadwal #7`. */
export function sailingLabel(
  route: { kode_rute: string; port_origin: { zona_waktu: string } } | null | undefined,
  departure: Date | string,
): string {
  const zone = route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return `${route?.kode_rute ?? "Jadwal"} ${formatZonedDateTime(departure, zone)}`;
}

/**
 * Loads the routes and takes the row locks of the ships of a plan; refuses unknown ones, and (for new
 * schedules) an inactive route or a ship that is not in operation.
 */
export async function loadRoutesAndShips(
  tx: Database,
  plan: Pick<ScheduleValues, "route_id" | "ship_id">[],
  options: { requireActive: boolean },
): Promise<{ routes: Map<number, RouteWithPorts>; ships: Map<number, ShipRow> }> {
  const routes = await routesWithPorts(tx, [...new Set(plan.map((slot) => slot.route_id))]);
  const ships = await lockShips(tx, [...new Set(plan.map((slot) => slot.ship_id))]);
  for (const slot of plan) {
    const route = routes.get(slot.route_id);
    const ship = ships.get(slot.ship_id);
    if (!route) throw fieldError("route_id", "Rute tidak ditemukan");
    if (!ship) throw fieldError("ship_id", "Kapal tidak ditemukan");
    if (!options.requireActive) continue;
    if (route.status !== "Aktif") throw fieldError("route_id", "Rute tidak aktif: tidak dapat dijadwalkan");
    if (ship.status_operasional !== "Aktif")
      throw fieldError("ship_id", `Kapal berstatus ${ship.status_operasional}: tidak dapat dijadwalkan`);
  }
  return { routes, ships };
}

/**
 * Every planned schedule (not cancelled) whose time overlaps another of the same ship, in the plan or
 * stored (not cancelled; `exceptId` is the schedule being moved). Intervals are [departure, arrival).
 */
export async function findOverlaps(
  tx: Database,
  plan: ScheduleValues[],
  exceptId?: number,
): Promise<Overlap[]> {
  const live = plan.filter((slot) => slot.status !== "batal");
  if (live.length === 0) return [];
  const overlaps: Overlap[] = [];
  const byShip = groupBy(live, (slot) => slot.ship_id);
  for (const slots of byShip.values()) {
    const sorted = [...slots].sort((a, b) => a.waktu_berangkat.getTime() - b.waktu_berangkat.getTime());
    let latest: ScheduleValues | undefined;
    for (const slot of sorted) {
      if (latest && latest.waktu_tiba > slot.waktu_berangkat)
        overlaps.push({ slot, other: { id: null, waktu_berangkat: latest.waktu_berangkat } });
      if (!latest || slot.waktu_tiba > latest.waktu_tiba) latest = slot;
    }
  }
  const earliest = new Date(Math.min(...live.map((slot) => slot.waktu_berangkat.getTime())));
  const last = new Date(Math.max(...live.map((slot) => slot.waktu_tiba.getTime())));
  const conditions: (SQL | undefined)[] = [
    inArray(schedules.ship_id, [...byShip.keys()]),
    ne(schedules.status, "batal"),
    lt(schedules.waktu_berangkat, last),
    gt(schedules.waktu_tiba, earliest),
    exceptId === undefined ? undefined : ne(schedules.id, exceptId),
  ];
  const stored = await tx
    .select()
    .from(schedules)
    .where(and(...conditions))
    .orderBy(schedules.waktu_berangkat);
  for (const slot of live) {
    const other = stored.find(
      (row) =>
        row.ship_id === slot.ship_id &&
        row.waktu_berangkat < slot.waktu_tiba &&
        row.waktu_tiba > slot.waktu_berangkat,
    );
    if (other) overlaps.push({ slot, other });
  }
  return overlaps;
}

/**
 * The price entries ("available seats") of new schedules: each ship's capacity, priced at the route's
 * prices in force on the departure day in the origin port's zone. A cargo type without both a capacity
 * and a price gets no entry.
 */
export async function buildQuotas(tx: Database, rows: ScheduleRow[], routes: Map<number, RouteWithPorts>) {
  if (rows.length === 0) return;
  const dayOf = (row: ScheduleRow) =>
    instantToLocal(row.waktu_berangkat, routes.get(row.route_id)?.port_origin.zona_waktu ?? "Asia/Jakarta")
      .date;
  const days = rows.map(dayOf);
  const lastDay = [...days].sort().at(-1) ?? "";
  const history = await priceHistory(tx, [...new Set(rows.map((row) => row.route_id))], lastDay);
  const capacity = await capacitiesOfShips(tx, [...new Set(rows.map((row) => row.ship_id))]);
  const entries = rows.flatMap((row, index) =>
    (capacity.get(row.ship_id) ?? []).flatMap((entry) => {
      const price = priceOn(history, row.route_id, entry.cargo_type_id, days[index] ?? "");
      return price ? [quotaEntry(row.id, price, entry.kuota)] : [];
    }),
  );
  await insertQuotaEntries(tx, entries);
}

type QuotaEntry = {
  schedule_id: number;
  cargo_type_id: number;
  ticket_price_id: number;
  harga: number;
  harga_muatan: number | null;
  kapasitas: number;
};

/** The entry of a schedule for the price's cargo type: its prices copied, `kapasitas` from the ship. */
export function quotaEntry(scheduleId: number, price: CurrentPrice, kapasitas: number): QuotaEntry {
  return {
    schedule_id: scheduleId,
    cargo_type_id: price.cargo_type_id,
    ticket_price_id: price.id,
    harga: price.harga,
    harga_muatan: price.harga_muatan,
    kapasitas,
  };
}

/** A PostgreSQL integer array literal (`{1,NULL,3}`): one parameter for a whole column. */
function intArray(values: (number | null)[]): string {
  return `{${values.map((value) => (value === null ? "NULL" : String(Math.trunc(value)))).join(",")}}`;
}

/**
 * Writes price entries in one statement per 5,000, each column sent as one array parameter: thousands
 * of entries (a month of demo sailings) in milliseconds instead of one parameter per value.
 */
export async function insertQuotaEntries(tx: Database, entries: QuotaEntry[]) {
  for (let start = 0; start < entries.length; start += 5_000) {
    const part = entries.slice(start, start + 5_000);
    const column = (key: keyof QuotaEntry) => intArray(part.map((entry) => entry[key]));
    await tx.execute(sql`
      insert into ${scheduleQuotas} (schedule_id, cargo_type_id, ticket_price_id, harga, harga_muatan, kapasitas)
      select * from unnest(${column("schedule_id")}::int[], ${column("cargo_type_id")}::int[],
        ${column("ticket_price_id")}::int[], ${column("harga")}::int[], ${column("harga_muatan")}::int[],
        ${column("kapasitas")}::int[])`);
  }
}

/** Writes checked schedules in a few statements and builds their price entries. */
export async function insertSchedules(
  tx: Database,
  plan: ScheduleValues[],
  routes: Map<number, RouteWithPorts>,
): Promise<ScheduleRow[]> {
  const created: ScheduleRow[] = [];
  for (const part of chunks(plan)) created.push(...(await tx.insert(schedules).values(part).returning()));
  if (created.length !== plan.length) throw new AppError("SERVER_ERROR");
  await buildQuotas(tx, created, routes);
  return created.sort((a, b) => a.waktu_berangkat.getTime() - b.waktu_berangkat.getTime() || a.id - b.id);
}

/**
 * Checks and writes a plan whose times are known to be free (demo data, imports): any overlap is a
 * mistake in the plan and refuses all of it.
 */
export async function insertPlannedSchedules(tx: Database, plan: ScheduleValues[]): Promise<ScheduleRow[]> {
  const { routes } = await loadRoutesAndShips(tx, plan, { requireActive: true });
  const [overlap] = await findOverlaps(tx, plan);
  if (overlap) {
    const when = sailingLabel(routes.get(overlap.slot.route_id), overlap.slot.waktu_berangkat);
    throw new AppError("CONFLICT", `Jadwal kapal bertabrakan: ${when}`);
  }
  return insertSchedules(tx, plan, routes);
}
