import { databaseId } from "@ferry/shared/ids";
import {
  NOTICE_ADMIN_MESSAGES,
  noticeListQuery,
  noticeListRowSchema,
  noticeSummarySchema,
  noticeTestSchema,
} from "@ferry/shared/notices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { listNotices, resendNotice, sendTestNotice } from "./outbox-admin";

const tags = ["notices"];
const summaryAnswer = { 200: envelopeOf(noticeSummarySchema) };

/** The outbox in the back office (`/notifikasi-keluar`): list, resend one notice, test send. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/notices",
    {
      config: requirePermission("view notifikasi"),
      schema: {
        tags,
        querystring: noticeListQuery,
        response: { 200: envelopeOf(z.array(noticeListRowSchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await listNotices(db(), request.query);
      return ok(rows, { meta });
    },
  );

  app.post(
    "/notices/:id/resend",
    {
      config: requirePermission("edit notifikasi"),
      schema: { tags, params: z.object({ id: databaseId() }), response: summaryAnswer },
    },
    async (request) => {
      const row = await resendNotice(db(), actorOf(request), request.params.id);
      return ok(row, { message: NOTICE_ADMIN_MESSAGES.resent });
    },
  );

  app.post(
    "/notices/test",
    {
      config: requirePermission("edit notifikasi"),
      schema: { tags, body: noticeTestSchema, response: summaryAnswer },
    },
    async (request) => {
      const row = await sendTestNotice(db(), actorOf(request), request.body);
      return ok(row, { message: NOTICE_ADMIN_MESSAGES.testQueued });
    },
  );
};
