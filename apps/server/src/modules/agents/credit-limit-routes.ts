import {
  approveSchema,
  creditLimitListQuery,
  creditLimitRequestSchema,
  limitChangeListItemSchema,
  limitChangeSchema,
  rejectSchema,
} from "@ferry/shared/agents";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { listLimitChanges } from "./credit-limit-list";
import { approveLimitChange, rejectLimitChange, requestLimitChange } from "./credit-limits";

const tags = ["credit_limits"];
const changeAnswer = envelopeOf(limitChangeSchema);

/**
 * `/plafon-agen` and `/plafon-admin`: credit-limit changes of agents and expedition companies, requested
 * by one person ('edit plafon') and applied when another approves ('approve plafon').
 */
export const creditLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/credit-limits",
    {
      config: requirePermission("view plafon"),
      schema: {
        tags,
        querystring: creditLimitListQuery,
        response: { 200: envelopeOf(z.array(limitChangeListItemSchema)) },
      },
    },
    async (request) => {
      const page = await listLimitChanges(db(), request.query);
      return ok(page.rows, { meta: page.meta });
    },
  );

  app.post(
    "/credit-limits",
    {
      config: requirePermission("edit plafon"),
      schema: { tags, body: creditLimitRequestSchema, response: { 201: changeAnswer } },
    },
    async (request, reply) => {
      const row = await db().transaction((tx) => requestLimitChange(tx, actorOf(request), request.body));
      return reply.code(201).send(ok(row, { message: "Perubahan plafon diajukan, menunggu persetujuan" }));
    },
  );

  app.post(
    "/credit-limits/:id/approve",
    {
      config: requirePermission("approve plafon"),
      schema: { tags, params: idParams, body: approveSchema, response: { 200: changeAnswer } },
    },
    async (request) => {
      const row = await db().transaction((tx) =>
        approveLimitChange(tx, actorOf(request), request.params.id, request.body.catatan),
      );
      return ok(row, { message: "Perubahan plafon disetujui" });
    },
  );

  app.post(
    "/credit-limits/:id/reject",
    {
      config: requirePermission("approve plafon"),
      schema: { tags, params: idParams, body: rejectSchema, response: { 200: changeAnswer } },
    },
    async (request) => {
      const row = await db().transaction((tx) =>
        rejectLimitChange(tx, actorOf(request), request.params.id, request.body.catatan),
      );
      return ok(row, { message: "Perubahan plafon ditolak" });
    },
  );
};
