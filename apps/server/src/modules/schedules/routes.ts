import { bulkScheduleSchema, scheduleInputSchema, scheduleListQuery } from "@ferry/shared/schedules";
import { instantToLocal } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { createScheduleBatch } from "./bulk";
import { listSchedules, type ScheduleFilters } from "./list";
import { presentSchedules } from "./present";
import { createSchedule, deleteSchedule, getScheduleWithSeats, updateSchedule } from "./service";

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ["schedule"];

function toValues(body: z.output<typeof scheduleInputSchema>) {
  return { ...body, waktu_berangkat: new Date(body.waktu_berangkat), waktu_tiba: new Date(body.waktu_tiba) };
}

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/schedules",
    { config: requirePermission("view jadwal"), schema: { tags, querystring: scheduleListQuery } },
    async (request) => {
      const { rows, meta } = await listSchedules(db(), request.query as ScheduleFilters);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/dashboard/today",
    {
      config: staffAccess,
      schema: { tags: ["dashboard"], summary: "Today's sailings (operator's day) with remaining quota" },
    },
    async () => {
      const today = instantToLocal(new Date(), app.config.timeZone).date;
      const { rows } = await listSchedules(db(), { page: 1, per_page: 100, sort_dir: "asc", date: today });
      return ok({ date: today, schedules: rows });
    },
  );

  app.get(
    "/schedules/:id",
    { config: requirePermission("view jadwal"), schema: { tags, params: idParams } },
    async (request) => ok(await getScheduleWithSeats(db(), request.params.id)),
  );

  app.post(
    "/schedules",
    { config: requirePermission("create jadwal"), schema: { tags, body: scheduleInputSchema } },
    async (request, reply) => {
      const row = await db().transaction(async (tx) => {
        const created = await createSchedule(tx, toValues(request.body));
        await logActivity(tx, actorOf(request), {
          action: "schedule.created",
          description: `Jadwal #${created.id} ditambahkan`,
          subject_type: "schedule",
          subject_id: created.id,
          properties: { after: created },
        });
        return created;
      });
      return reply
        .code(201)
        .send(ok(await getScheduleWithSeats(db(), row.id), { message: "Jadwal berhasil ditambahkan" }));
    },
  );

  app.post(
    "/schedules/bulk",
    { config: requirePermission("create jadwal"), schema: { tags, body: bulkScheduleSchema } },
    async (request, reply) => {
      const created = await db().transaction(async (tx) => {
        const rows = await createScheduleBatch(tx, request.body);
        await logActivity(tx, actorOf(request), {
          action: "schedule.bulk_created",
          description: `${rows.length} jadwal dibuat sekaligus`,
          subject_type: "schedule",
          properties: { input: request.body, ids: rows.map((row) => row.id) },
        });
        return rows;
      });
      return reply
        .code(201)
        .send(
          ok(await presentSchedules(db(), created), { message: `${created.length} jadwal berhasil dibuat` }),
        );
    },
  );

  app.put(
    "/schedules/:id",
    {
      config: requirePermission("edit jadwal"),
      schema: { tags, params: idParams, body: scheduleInputSchema },
    },
    async (request) => {
      await db().transaction(async (tx) => {
        const { before, after } = await updateSchedule(tx, request.params.id, toValues(request.body));
        await logActivity(tx, actorOf(request), {
          action: "schedule.updated",
          description: `Jadwal #${after.id} diubah`,
          subject_type: "schedule",
          subject_id: after.id,
          properties: { before, after },
        });
      });
      return ok(await getScheduleWithSeats(db(), request.params.id), {
        message: "Jadwal berhasil diperbarui",
      });
    },
  );

  app.delete(
    "/schedules/:id",
    { config: requirePermission("delete jadwal"), schema: { tags, params: idParams } },
    async (request) => {
      await db().transaction(async (tx) => {
        const before = await deleteSchedule(tx, request.params.id);
        await logActivity(tx, actorOf(request), {
          action: "schedule.deleted",
          description: `Jadwal #${before.id} dihapus`,
          subject_type: "schedule",
          subject_id: before.id,
          properties: { before },
        });
      });
      return ok(null, { message: "Jadwal berhasil dihapus" });
    },
  );
};
