import { boardingSchema } from "@ferry/shared/embarkation";
import { BOARDING_MESSAGES, boardingListQuery } from "@ferry/shared/gate";
import { databaseId } from "@ferry/shared/ids";
import { todayIn } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { BOARDING_READERS, requireAnyPermission } from "../tickets/index";
import { boardingsOfDay, openBoardings, presentBoardings } from "./present";
import { closeBoarding, openBoarding } from "./service";

const tags = ["embarkation"];
const params = z.object({ scheduleId: databaseId() });
const boardingAnswer = { 200: envelopeOf(boardingSchema) };
const boardingList = { 200: envelopeOf(z.array(boardingSchema)) };

/**
 * Embarkation (`/embarkasi`): the day's sailings with their boarding state, master check and live counts;
 * open (`create embarkasi`) and close (`edit embarkasi`) boarding. The gates read the open ones.
 */
export const embarkationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const one = async (scheduleId: number) => {
    const [boarding] = await presentBoardings(db(), [scheduleId]);
    if (!boarding) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
    return boarding;
  };

  app.get(
    "/boardings",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "A day's sailings and their boarding",
        querystring: boardingListQuery,
        response: boardingList,
      },
    },
    async (request) => {
      requireAnyPermission(request, BOARDING_READERS);
      const date = request.query.date ?? todayIn(app.config.timeZone);
      return ok(await boardingsOfDay(db(), date, request.query.port_id));
    },
  );

  app.get(
    "/boardings/open",
    {
      config: staffAccess,
      schema: { tags, summary: "Sailings whose boarding is open", response: boardingList },
    },
    async (request) => {
      requireAnyPermission(request, BOARDING_READERS);
      return ok(await openBoardings(db()));
    },
  );

  app.get(
    "/boardings/:scheduleId",
    { config: staffAccess, schema: { tags, params, response: boardingAnswer } },
    async (request) => {
      requireAnyPermission(request, BOARDING_READERS);
      return ok(await one(request.params.scheduleId));
    },
  );

  app.post(
    "/boardings/:scheduleId/open",
    { config: requirePermission("create embarkasi"), schema: { tags, params, response: boardingAnswer } },
    async (request) => {
      await openBoarding(db(), actorOf(request), request.params.scheduleId, {
        windowMinutes: app.config.boardingWindowMinutes,
      });
      return ok(await one(request.params.scheduleId), { message: BOARDING_MESSAGES.opened });
    },
  );

  app.post(
    "/boardings/:scheduleId/close",
    { config: requirePermission("edit embarkasi"), schema: { tags, params, response: boardingAnswer } },
    async (request) => {
      await closeBoarding(db(), actorOf(request), request.params.scheduleId);
      return ok(await one(request.params.scheduleId), { message: BOARDING_MESSAGES.closed });
    },
  );
};
