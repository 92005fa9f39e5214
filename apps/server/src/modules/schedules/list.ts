import { isScheduleStatus, type ScheduleStatus } from "@ferry/shared/schedules";
import { dayRange } from "@ferry/shared/zoned-time";
import { and, eq, gt, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schedules } from "../../db/schema/schedules";
import { groupBy } from "../../lib/group-by";
import { type ListQuery, listOrder, pageOf } from "../../lib/list-sql";
import { findRoutes, type RouteWithPorts } from "../sea-routes/index";
import { shipIdsMatching } from "../ships/index";
import { presentSchedules, type ReferenceLookups } from "./present";
import { offersCargoType } from "./usage";

export type ScheduleFilters = ListQuery & {
  route_id?: number;
  ship_id?: number;
  origin_port_id?: number;
  destination_port_id?: number;
  cargo_type_id?: number;
  /** A calendar day in the origin port's own zone. */
  date?: string;
  status?: ScheduleStatus;
  /** Any of these statuses (public lists: only what can still be sailed). */
  statuses?: readonly string[];
  /** With `statuses`, also the sailings the operator cancelled ('Dibatalkan: …' on the public lists). */
  withCancelled?: boolean;
  /** Only departures at or after this instant (public lists hide past sailings). */
  from?: Date;
  /** Only departures later than `after` and at most `until` (the online sale's window). */
  departsWithin?: { after: Date; until: Date };
};

const NOTHING = sql`false`;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Departing on a calendar day of each route's origin zone: a range of instants per zone (index-friendly). */
function onLocalDay(routes: RouteWithPorts[], date: string): SQL {
  const byZone = [...groupBy(routes, (route) => route.port_origin.zona_waktu)];
  const days = byZone.map(([zone, zoneRoutes]) => {
    const { start, end } = dayRange(date, zone);
    return and(
      inArray(schedules.route_id, ids(zoneRoutes)),
      gte(schedules.waktu_berangkat, start),
      lt(schedules.waktu_berangkat, end),
    );
  });
  return or(...days) ?? NOTHING;
}

/** The conditions that need other modules: ports of the route, the search, the origin's calendar day. */
async function relatedConditions(db: Database, query: ScheduleFilters): Promise<(SQL | undefined)[]> {
  const byPorts = Boolean(query.origin_port_id || query.destination_port_id);
  const routes =
    byPorts || query.date
      ? await findRoutes(db, {
          origin_port_id: query.origin_port_id,
          destination_port_id: query.destination_port_id,
        })
      : [];
  const conditions: (SQL | undefined)[] = [];
  if (byPorts) conditions.push(routes.length ? inArray(schedules.route_id, ids(routes)) : NOTHING);
  if (query.date) conditions.push(onLocalDay(routes, query.date));
  if (query.search) {
    const matchingRoutes = ids(await findRoutes(db, { search: query.search }));
    const matchingShips = await shipIdsMatching(db, query.search);
    conditions.push(
      or(
        matchingRoutes.length ? inArray(schedules.route_id, matchingRoutes) : undefined,
        matchingShips.length ? inArray(schedules.ship_id, matchingShips) : undefined,
      ) ?? NOTHING,
    );
  }
  return conditions;
}

/**
 * Schedules with their seats, one page: filters route, ship, ports, the origin's calendar `date`,
 * cargo type (the schedule offers it), status; `search` over the route's code and name and the ship's.
 */
export async function listSchedules(db: Database, query: ScheduleFilters, lookups?: ReferenceLookups) {
  const where = and(
    query.route_id ? eq(schedules.route_id, query.route_id) : undefined,
    query.ship_id ? eq(schedules.ship_id, query.ship_id) : undefined,
    query.status ? eq(schedules.status, query.status) : undefined,
    query.statuses
      ? or(
          inArray(schedules.status, query.statuses.filter(isScheduleStatus)),
          query.withCancelled ? isNotNull(schedules.dibatalkan_at) : undefined,
        )
      : undefined,
    query.from ? gte(schedules.waktu_berangkat, query.from) : undefined,
    query.departsWithin ? gt(schedules.waktu_berangkat, query.departsWithin.after) : undefined,
    query.departsWithin ? lte(schedules.waktu_berangkat, query.departsWithin.until) : undefined,
    query.cargo_type_id ? offersCargoType(db, query.cargo_type_id) : undefined,
    ...(await relatedConditions(db, query)),
  );
  const order = listOrder(
    query,
    {
      waktu_berangkat: schedules.waktu_berangkat,
      waktu_tiba: schedules.waktu_tiba,
      status: schedules.status,
    },
    schedules.waktu_berangkat,
  );
  const { rows, meta } = await pageOf(db, schedules, where, order, query);
  return { rows: await presentSchedules(db, rows, lookups), meta };
}

/** The ids of the schedules departing on a calendar day of their origin zone. */
export async function scheduleIdsDepartingOn(db: Database, date: string): Promise<number[]> {
  const routes = await findRoutes(db, {});
  return ids(await db.select({ id: schedules.id }).from(schedules).where(onLocalDay(routes, date)));
}
