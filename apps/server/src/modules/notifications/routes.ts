import { idParams } from "@ferry/shared/ids";
import { notificationSchema, unreadCountSchema } from "@ferry/shared/notifications";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { authOf, staffAccess } from "../../plugins/access";
import { listOwn, markAllRead, markRead, unreadCount } from "./service";

const listQuery = z.object({
  unread: z
    .enum(["true", "false", "1", "0"], { error: "Filter belum dibaca harus true atau false" })
    .optional()
    .transform((value) => value === "true" || value === "1"),
  page: z.coerce.number().int().min(1, { error: "Halaman minimal 1" }).default(1),
  per_page: z.coerce.number().int().min(1).max(100, { error: "Maksimal 100 baris per halaman" }).default(15),
});
const tags = ["notifications"];

/**
 * `/activity-logs` ("Pesan"): the signed-in staff member's own notes. Every route reads and marks only
 * the caller's rows; another's note answers 404.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const me = (request: FastifyRequest) => authOf(request).user.id;

  app.get(
    "/notifications",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Own notes, newest first",
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(notificationSchema)) },
      },
    },
    async (request) => {
      const page = await listOwn(db(), me(request), request.query);
      return ok(page.rows, { meta: page.meta });
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "How many own notes are unread",
        response: { 200: envelopeOf(unreadCountSchema) },
      },
    },
    async (request) => ok({ count: await unreadCount(db(), me(request)) }),
  );

  app.post(
    "/notifications/read-all",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Marks every own note read",
        response: { 200: envelopeOf(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ updated: await markAllRead(db(), me(request)) }, { message: "Semua pesan ditandai dibaca" }),
  );

  app.post(
    "/notifications/:id/read",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Marks one own note read",
        params: idParams,
        response: { 200: envelopeOf(notificationSchema) },
      },
    },
    async (request) =>
      ok(await markRead(db(), me(request), request.params.id), { message: "Pesan ditandai dibaca" }),
  );
};
