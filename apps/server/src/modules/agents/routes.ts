import {
  agentAccountSchema,
  agentSummarySchema,
  approveSchema,
  ledgerEntrySchema,
  ledgerQuery,
  rejectSchema,
  topupListItemSchema,
  topupListQuery,
  topupRequestSchema,
  topupSchema,
} from "@ferry/shared/agents";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { listAgents, listLedger } from "./accounts";
import { agentAccountOf } from "./ledger";
import { agentScope, ownAgentId, requireAny } from "./scope";
import { approveTopup, listTopups, rejectTopup, requestTopup } from "./topups";

const tags = ["agents"];
const topupAnswer = envelopeOf(topupSchema);

/**
 * `/tambah-saldo`, `/history-plafon`, `/plafon-agen`: agents' balances, top-ups and ledger. An agent sees
 * only their own; finance staff see every agent's ('view saldo agen', 'view plafon').
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/agents",
    { config: staffAccess, schema: { tags, response: { 200: envelopeOf(z.array(agentSummarySchema)) } } },
    async (request) => {
      requireAny(request, ["view plafon", "view saldo agen"]);
      return ok(await listAgents(db()));
    },
  );

  app.get(
    "/agents/me",
    { config: staffAccess, schema: { tags, response: { 200: envelopeOf(agentAccountSchema) } } },
    async (request) => ok(await agentAccountOf(db(), ownAgentId(request))),
  );

  app.get(
    "/agents/ledger",
    {
      config: staffAccess,
      schema: { tags, querystring: ledgerQuery, response: { 200: envelopeOf(z.array(ledgerEntrySchema)) } },
    },
    async (request) => {
      const agentUserId = agentScope(request, "view saldo agen", request.query.agent_user_id);
      const page = await listLedger(db(), request.query, agentUserId, app.config.timeZone);
      return ok(page.rows, { meta: page.meta });
    },
  );

  app.get(
    "/agents/topups",
    {
      config: staffAccess,
      schema: {
        tags,
        querystring: topupListQuery,
        response: { 200: envelopeOf(z.array(topupListItemSchema)) },
      },
    },
    async (request) => {
      const agentUserId = agentScope(request, "view saldo agen", request.query.agent_user_id);
      const page = await listTopups(db(), request.query, agentUserId);
      return ok(page.rows, { meta: page.meta });
    },
  );

  app.post(
    "/agents/topups",
    {
      config: staffAccess,
      schema: { tags, body: topupRequestSchema, response: { 201: topupAnswer } },
      // Only agents request top-ups: refuse others before their body is validated.
      preValidation: async (request) => {
        ownAgentId(request);
      },
    },
    async (request, reply) => {
      const agentUserId = ownAgentId(request);
      const row = await db().transaction((tx) =>
        requestTopup(tx, actorOf(request), agentUserId, request.body),
      );
      return reply.code(201).send(ok(row, { message: "Permintaan top-up berhasil diajukan" }));
    },
  );

  app.post(
    "/agents/topups/:id/approve",
    {
      config: requirePermission("edit saldo agen"),
      schema: { tags, params: idParams, body: approveSchema, response: { 200: topupAnswer } },
    },
    async (request) => {
      const answer = await db().transaction((tx) =>
        approveTopup(tx, actorOf(request), request.params.id, request.body.catatan),
      );
      return ok(answer.topup, { message: "Top-up disetujui, saldo agen bertambah" });
    },
  );

  app.post(
    "/agents/topups/:id/reject",
    {
      config: requirePermission("edit saldo agen"),
      schema: { tags, params: idParams, body: rejectSchema, response: { 200: topupAnswer } },
    },
    async (request) => {
      const row = await db().transaction((tx) =>
        rejectTopup(tx, actorOf(request), request.params.id, request.body.catatan),
      );
      return ok(row, { message: "Permintaan top-up ditolak" });
    },
  );
};
