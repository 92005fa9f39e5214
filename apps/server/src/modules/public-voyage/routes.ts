import { idParams } from "@ferry/shared/ids";
import {
  publicCargoSchema,
  publicPortSchema,
  publicRouteSchema,
  publicRouteSearchQuery,
  publicShipSchema,
} from "@ferry/shared/public-voyage";
import { publicScheduleQuery, type ScheduleStatus, scheduleSchema } from "@ferry/shared/schedules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { ttlCache } from "../../lib/ttl-cache";
import { publicAccess } from "../../plugins/access";
import { cachedLookups, listSchedules, type ScheduleFilters } from "../schedules/index";
import {
  activePorts,
  allCargoTypes,
  requireActivePort,
  requirePublicSchedule,
  searchActiveRoutes,
  shipsInService,
} from "./catalogue";
import { sendShared, sharedAnswer, sharedAnswersByUrl } from "./shared-answer";

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
  const sharedAnswers = sharedAnswersByUrl(
    ttlCache(ANSWER_TTL_MS, async (key: string) => {
      const { rows, meta } = await listBookable(JSON.parse(key));
      // Encoded with the route's answer schema once per shared answer, as Fastify does for a live one.
      return sharedAnswer(z.encode(scheduleList, ok(rows, { meta })));
    }),
  );

  app.get(
    "/public/schedules/available",
    {
      config: publicAccess,
      // A repeated visitor's URL with a fresh shared answer is answered here, before validation.
      onRequest: sharedAnswers.onRequest,
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
      return sendShared(request, reply, await sharedAnswers.answer(request, query));
    },
  );

  app.get(
    "/public/schedules/:id",
    {
      config: publicAccess,
      schema: { tags, params: idParams, response: { 200: envelopeOf(scheduleSchema) } },
    },
    async (request) => ok(await requirePublicSchedule(db(), request.params.id)),
  );

  app.get(
    "/public/ports",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicPortSchema)) } } },
    async () => ok(await activePorts(db())),
  );

  app.get(
    "/public/ports/:id",
    {
      config: publicAccess,
      schema: { tags, params: idParams, response: { 200: envelopeOf(publicPortSchema) } },
    },
    async (request) => ok(await requireActivePort(db(), request.params.id)),
  );

  app.get(
    "/public/cargos",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicCargoSchema)) } } },
    async () => ok(await allCargoTypes(db())),
  );

  app.get(
    "/public/ships",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(publicShipSchema)) } } },
    async () => ok(await shipsInService(db())),
  );

  app.get(
    "/public/routes/search",
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: publicRouteSearchQuery,
        response: { 200: envelopeOf(z.array(publicRouteSchema)) },
      },
    },
    async (request) => ok(await searchActiveRoutes(db(), request.query)),
  );
};
