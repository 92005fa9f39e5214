import { databaseId, idParams } from "@ferry/shared/ids";
import {
  publicCargoSchema,
  publicPortSchema,
  publicRouteSchema,
  publicShipSchema,
} from "@ferry/shared/public-voyage";
import { publicScheduleQuery, type ScheduleStatus, scheduleSchema } from "@ferry/shared/schedules";
import { and, asc, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cargoTypes, ports, seaRoutes, ships } from "../../db/schema/voyage";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { ttlCache } from "../../lib/ttl-cache";
import { publicAccess } from "../../plugins/access";
import { listSchedules, type ScheduleFilters } from "../schedules/list";
import { cachedLookups } from "../schedules/present";
import { getScheduleWithSeats } from "../schedules/service";
import { routesWithPorts } from "../sea-routes/service";
import { sendShared, sharedAnswer } from "./shared-answer";

const BOOKABLE: ScheduleStatus[] = ["terjadwal", "boarding"];
/** How long an anonymous visitor's schedule list may be shared: seats at most a second old. */
const ANSWER_TTL_MS = 1000;
const tags = ["public"];
const scheduleList = envelopeOf(z.array(scheduleSchema));

/**
 * The public side of the voyage data: upcoming schedules with live remaining quota (and those the operator
 * cancelled, with the reason), ports, routes, cargo, ships.
 */
export const publicVoyageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Names of routes, ships and cargo types may be 5 s old on the public list.
  const lookups = cachedLookups(app.database.db, 5000);
  const listBookable = (query: ScheduleFilters) =>
    listSchedules(db(), { ...query, statuses: BOOKABLE, withCancelled: true, from: new Date() }, lookups);
  // Every visitor of the home page asks the same question: an anonymous visitor's answer is shared for
  // ANSWER_TTL_MS per query (one database round, one serialisation and one compression for all who ask
  // meanwhile); signed-in staff (the sale form) always read live seats. The quota itself is enforced
  // when booking, never from this list.
  const sharedAnswers = ttlCache(ANSWER_TTL_MS, async (key: string) => {
    const { rows, meta } = await listBookable(JSON.parse(key));
    // Encoded with the route's answer schema once per shared answer, as Fastify does for a live one.
    return sharedAnswer(z.encode(scheduleList, ok(rows, { meta })));
  });

  app.get(
    "/public/schedules/available",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "Upcoming bookable sailings with remaining quota, and those cancelled by the operator",
        querystring: publicScheduleQuery,
        response: { 200: scheduleList },
      },
    },
    async (request, reply) => {
      const query = request.query as ScheduleFilters;
      if (request.headers.authorization) {
        const { rows, meta } = await listBookable(query);
        return ok(rows, { meta });
      }
      return sendShared(request, reply, await sharedAnswers(JSON.stringify(query)));
    },
  );

  app.get(
    "/public/schedules/:id",
    {
      config: publicAccess,
      schema: { tags, params: idParams, response: { 200: envelopeOf(scheduleSchema) } },
    },
    async (request) => {
      const schedule = await getScheduleWithSeats(db(), request.params.id);
      // A sailing the operator cancelled stays visible with its reason; one set `batal` unsold does not.
      if (schedule.status === "batal" && !schedule.dibatalkan_at) {
        throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
      }
      return ok(schedule);
    },
  );

  app.get(
    "/public/ports",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicPortSchema)) } } },
    async () => {
      const rows = await db().select().from(ports).where(eq(ports.status, "Aktif")).orderBy(asc(ports.nama));
      return ok(rows);
    },
  );

  app.get(
    "/public/ports/:id",
    {
      config: publicAccess,
      schema: { tags, params: idParams, response: { 200: envelopeOf(publicPortSchema) } },
    },
    async (request) => {
      const [port] = await db()
        .select()
        .from(ports)
        .where(and(eq(ports.id, request.params.id), eq(ports.status, "Aktif")));
      if (!port) throw new AppError("NOT_FOUND", "Pelabuhan tidak ditemukan");
      return ok(port);
    },
  );

  app.get(
    "/public/cargos",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicCargoSchema)) } } },
    async () => ok(await db().select().from(cargoTypes).orderBy(asc(cargoTypes.id))),
  );

  app.get(
    "/public/ships",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicShipSchema)) } } },
    async () =>
      ok(
        await db()
          .select()
          .from(ships)
          .where(ne(ships.status_operasional, "Tidak Aktif"))
          .orderBy(asc(ships.nama)),
      ),
  );

  app.get(
    "/public/routes/search",
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: z.object({
          origin_port_id: databaseId().optional(),
          destination_port_id: databaseId().optional(),
          search: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelopeOf(z.array(publicRouteSchema)) },
      },
    },
    async (request) => {
      const { origin_port_id, destination_port_id, search } = request.query;
      const rows = await db()
        .select({ id: seaRoutes.id })
        .from(seaRoutes)
        .where(
          and(
            eq(seaRoutes.status, "Aktif"),
            origin_port_id ? eq(seaRoutes.port_origin_id, origin_port_id) : undefined,
            destination_port_id ? eq(seaRoutes.port_destination_id, destination_port_id) : undefined,
          ),
        );
      const routes = [
        ...(
          await routesWithPorts(
            db(),
            rows.map((row) => row.id),
          )
        ).values(),
      ];
      const needle = search?.toLowerCase();
      const matching = needle
        ? routes.filter((route) => `${route.kode_rute} ${route.nama_rute}`.toLowerCase().includes(needle))
        : routes;
      return ok(matching.sort((a, b) => a.kode_rute.localeCompare(b.kode_rute)));
    },
  );
};
