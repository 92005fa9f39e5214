import {
  affectedViewSchema,
  cancelScheduleResultSchema,
  cancelScheduleSchema,
  DISRUPTION_MESSAGES,
  moveBookingsResultSchema,
  moveBookingsSchema,
} from "@ferry/shared/disruptions";
import { idParams } from "@ferry/shared/ids";
import { scheduleSchema } from "@ferry/shared/schedules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { affectedOfSailing, SELLABLE_STATUSES } from "../bookings/index";
import { cancelSchedule } from "./cancel";
import { listSchedules } from "./list";
import { moveBookings } from "./move-bookings";
import { findSchedule, getScheduleWithSeats } from "./service";

const tags = ["schedule"];

/** A sailing cancelled by the operator and the move of its passengers (decision on disruptions). */
export const disruptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    "/schedules/:id/cancel",
    {
      config: requirePermission("edit jadwal"),
      schema: {
        tags,
        summary: "Cancels a sailing: sales stop, unpaid bookings cancelled, paid ones affected, buyers told",
        params: idParams,
        body: cancelScheduleSchema,
        response: { 200: envelopeOf(cancelScheduleResultSchema) },
      },
    },
    async (request) => {
      const outcome = await cancelSchedule(db(), actorOf(request), request.params.id, request.body.alasan);
      const schedule = await getScheduleWithSeats(db(), request.params.id);
      return ok({ schedule, ...outcome }, { message: DISRUPTION_MESSAGES.cancelled });
    },
  );

  app.get(
    "/schedules/:id/affected-bookings",
    {
      config: requirePermission("view booking"),
      schema: {
        tags,
        summary: "Bookings affected by the sailing's cancellation, waiting and moved",
        params: idParams,
        response: { 200: envelopeOf(affectedViewSchema) },
      },
    },
    async (request) => {
      const schedule = await getScheduleWithSeats(db(), request.params.id);
      return ok({ schedule, ...(await affectedOfSailing(db(), schedule.id)) });
    },
  );

  app.get(
    "/schedules/:id/move-targets",
    {
      config: requirePermission("view booking"),
      schema: {
        tags,
        summary: "Coming sellable sailings of the same route, with remaining places per class",
        params: idParams,
        response: { 200: envelopeOf(z.array(scheduleSchema)) },
      },
    },
    async (request) => {
      const source = await findSchedule(db(), request.params.id);
      const { rows } = await listSchedules(db(), {
        page: 1,
        per_page: 50,
        sort_dir: "asc",
        route_id: source.route_id,
        statuses: SELLABLE_STATUSES,
        from: new Date(),
      });
      return ok(rows.filter((row) => row.id !== source.id));
    },
  );

  app.post(
    "/schedules/:id/move-bookings",
    {
      config: requirePermission("edit booking"),
      schema: {
        tags,
        summary: "Moves the affected bookings to another sailing of the route, without any fee",
        params: idParams,
        body: moveBookingsSchema,
        response: { 200: envelopeOf(moveBookingsResultSchema) },
      },
    },
    async (request) => {
      const result = await moveBookings(db(), actorOf(request), request.params.id, request.body);
      return ok(result, { message: DISRUPTION_MESSAGES.moved(result.moved.length) });
    },
  );
};
