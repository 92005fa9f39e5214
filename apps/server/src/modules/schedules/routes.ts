import { idParams } from "@ferry/shared/ids";
import {
  bulkScheduleSchema,
  scheduleInputSchema,
  scheduleListQuery,
  scheduleSchema,
  scheduleStatusSchema,
  todaySailingsSchema,
} from "@ferry/shared/schedules";
import { instantToLocal } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { createScheduleBatch } from "./bulk";
import { disruptionRoutes } from "./disruption-routes";
import { listSchedules, type ScheduleFilters } from "./list";
import { presentSchedules } from "./present";
import {
  createSchedule,
  deleteSchedule,
  getScheduleWithSeats,
  setScheduleStatus,
  updateSchedule,
} from "./service";

const tags = ["schedule"];
const scheduleAnswer = envelopeOf(scheduleSchema);
const scheduleList = envelopeOf(z.array(scheduleSchema));

function toValues(body: z.output<typeof scheduleInputSchema>) {
  return { ...body, waktu_berangkat: new Date(body.waktu_berangkat), waktu_tiba: new Date(body.waktu_tiba) };
}

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await app.register(disruptionRoutes);

  app.get(
    "/schedules",
    {
      config: requirePermission("view jadwal"),
      schema: { tags, querystring: scheduleListQuery, response: { 200: scheduleList } },
    },
    async (request) => {
      const { rows, meta } = await listSchedules(db(), request.query as ScheduleFilters);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/dashboard/today",
    {
      config: staffAccess,
      schema: {
        tags: ["dashboard"],
        summary: "Today's sailings (operator's day) with remaining quota",
        response: { 200: envelopeOf(todaySailingsSchema) },
      },
    },
    async () => {
      const today = instantToLocal(new Date(), app.config.timeZone).date;
      const { rows } = await listSchedules(db(), { page: 1, per_page: 100, sort_dir: "asc", date: today });
      return ok({ date: today, schedules: rows });
    },
  );

  app.get(
    "/schedules/:id",
    {
      config: requirePermission("view jadwal"),
      schema: { tags, params: idParams, response: { 200: scheduleAnswer } },
    },
    async (request) => ok(await getScheduleWithSeats(db(), request.params.id)),
  );

  app.post(
    "/schedules",
    {
      config: requirePermission("create jadwal"),
      schema: { tags, body: scheduleInputSchema, response: { 201: scheduleAnswer } },
    },
    async (request, reply) => {
      const created = await createSchedule(db(), actorOf(request), toValues(request.body));
      const answer = await getScheduleWithSeats(db(), created.id);
      return reply.code(201).send(ok(answer, { message: "Jadwal berhasil ditambahkan" }));
    },
  );

  app.post(
    "/schedules/bulk",
    {
      config: requirePermission("create jadwal"),
      schema: { tags, body: bulkScheduleSchema, response: { 201: scheduleList } },
    },
    async (request, reply) => {
      const created = await createScheduleBatch(db(), actorOf(request), request.body);
      const answer = await presentSchedules(db(), created);
      return reply.code(201).send(ok(answer, { message: `${created.length} jadwal berhasil dibuat` }));
    },
  );

  app.put(
    "/schedules/:id",
    {
      config: requirePermission("edit jadwal"),
      schema: { tags, params: idParams, body: scheduleInputSchema, response: { 200: scheduleAnswer } },
    },
    async (request) => {
      await updateSchedule(db(), actorOf(request), request.params.id, toValues(request.body));
      const answer = await getScheduleWithSeats(db(), request.params.id);
      return ok(answer, { message: "Jadwal berhasil diperbarui" });
    },
  );

  app.patch(
    "/schedules/:id/status",
    {
      config: requirePermission("edit jadwal"),
      schema: { tags, params: idParams, body: scheduleStatusSchema, response: { 200: scheduleAnswer } },
    },
    async (request) => {
      await setScheduleStatus(db(), actorOf(request), request.params.id, request.body.status);
      const answer = await getScheduleWithSeats(db(), request.params.id);
      return ok(answer, { message: "Status jadwal berhasil diperbarui" });
    },
  );

  app.delete(
    "/schedules/:id",
    {
      config: requirePermission("delete jadwal"),
      schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await deleteSchedule(db(), actorOf(request), request.params.id);
      return ok(null, { message: "Jadwal berhasil dihapus" });
    },
  );
};
