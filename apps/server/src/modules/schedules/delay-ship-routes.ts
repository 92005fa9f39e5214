import { idParams } from "@ferry/shared/ids";
import { scheduleDelaySchema, scheduleShipChangeSchema } from "@ferry/shared/schedule-changes";
import { scheduleSchema } from "@ferry/shared/schedules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { changeShip } from "./change-ship";
import { delaySchedule } from "./delay";
import { getScheduleWithSeats } from "./service";

const tags = ["schedule"];
const scheduleAnswer = { 200: envelopeOf(scheduleSchema) };

/** A sailing's time or ship changed after sales: delay and ship swap (the disruptions decision). */
export const scheduleDelayShipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    "/schedules/:id/delay",
    {
      config: requirePermission("edit jadwal"),
      schema: {
        tags,
        summary: "Delay a sailing: times move, tickets stay valid, buyers are told",
        params: idParams,
        body: scheduleDelaySchema,
        response: scheduleAnswer,
      },
    },
    async (request) => {
      await delaySchedule(db(), actorOf(request), request.params.id, request.body);
      const answer = await getScheduleWithSeats(db(), request.params.id);
      return ok(answer, { message: "Jadwal berhasil ditunda" });
    },
  );

  app.post(
    "/schedules/:id/change-ship",
    {
      config: requirePermission("edit jadwal"),
      schema: {
        tags,
        summary: "Put another ship on a sailing; refused with each class short when sales do not fit",
        params: idParams,
        body: scheduleShipChangeSchema,
        response: scheduleAnswer,
      },
    },
    async (request) => {
      await changeShip(db(), actorOf(request), request.params.id, request.body);
      const answer = await getScheduleWithSeats(db(), request.params.id);
      return ok(answer, { message: "Kapal jadwal berhasil diganti" });
    },
  );
};
