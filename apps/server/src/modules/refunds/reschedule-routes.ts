import { rescheduleAnswerSchema, rescheduleQuoteSchema } from "@ferry/shared/booking-answers";
import { idParams } from "@ferry/shared/ids";
import { rescheduleSchema } from "@ferry/shared/refunds";
import { scheduleSchema } from "@ferry/shared/schedules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { loadBooking, quoteReschedule, rescheduleBooking } from "../bookings/index";
import { findSchedule, listSchedules } from "../schedules/index";

const tags = ["booking"];
const quoteBody = rescheduleSchema.pick({ to_schedule_id: true });

/** Moving a confirmed booking to another sailing of its route (`edit booking`). */
export const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/bookings/:id/reschedule/options",
    {
      config: requirePermission("edit booking"),
      schema: {
        tags,
        summary: "Other coming sailings of the booking's route",
        params: idParams,
        response: { 200: envelopeOf(z.array(scheduleSchema)) },
      },
    },
    async (request) => {
      const booking = await loadBooking(db(), request.params.id);
      const current = await findSchedule(db(), booking.schedule_id);
      const { rows } = await listSchedules(db(), {
        page: 1,
        per_page: 50,
        sort_dir: "asc",
        route_id: current.route_id,
        statuses: ["terjadwal"],
        from: new Date(),
      });
      return ok(rows.filter((row) => row.id !== current.id));
    },
  );

  app.post(
    "/bookings/:id/reschedule/quote",
    {
      config: requirePermission("edit booking"),
      schema: {
        tags,
        summary: "What a reschedule would cost",
        params: idParams,
        body: quoteBody,
        response: { 200: envelopeOf(rescheduleQuoteSchema) },
      },
    },
    async (request) => ok(await quoteReschedule(db(), request.params.id, request.body.to_schedule_id)),
  );

  app.post(
    "/bookings/:id/reschedule",
    {
      config: requirePermission("edit booking"),
      schema: {
        tags,
        summary: "Moves a booking to another sailing",
        params: idParams,
        body: rescheduleSchema,
        response: { 200: envelopeOf(rescheduleAnswerSchema) },
      },
    },
    async (request) =>
      ok(await rescheduleBooking(db(), actorOf(request), request.params.id, request.body), {
        message: "Booking berhasil dipindah jadwal",
      }),
  );
};
