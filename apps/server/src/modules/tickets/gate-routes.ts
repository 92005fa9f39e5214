import { scanAnswerSchema, scanInputSchema, scanListQuery } from "@ferry/shared/gate";
import {
  conflictListQuery,
  gateListQuery,
  gateListSchema,
  scanConflictSchema,
  scanSyncAnswerSchema,
  scanSyncSchema,
} from "@ferry/shared/gate-offline";
import { databaseId } from "@ferry/shared/ids";
import { scanEntrySchema, ticketSchema } from "@ferry/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission } from "../../plugins/access";
import { gateList } from "./gate-list";
import { scanConflicts } from "./scan-conflicts";
import { cancelledTickets } from "./search";
import { listScans } from "./stats";
import { syncScans } from "./sync-scans";
import { scanTicket } from "./validate-qr";

const tags = ["gate"];
const scanAnswer = { 200: envelopeOf(scanAnswerSchema) };
const scanList = { 200: envelopeOf(z.array(scanEntrySchema)) };
const scheduleQuery = z.object({
  schedule_id: databaseId("Jadwal", "Jadwal wajib dipilih"),
});

/**
 * The gates: `validate-qr` admits (Scan Tiket, `create scan tiket`), `scan-cancelled` records cancelled
 * tickets refused (Scan Batal, `create scan batal`); both answer 200 with the result and its reason.
 */
export const gateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    "/tickets/validate-qr",
    {
      config: requirePermission("create scan tiket"),
      schema: { tags, body: scanInputSchema, response: scanAnswer },
    },
    async (request) => {
      const answer = await scanTicket(db(), authOf(request).user.id, request.body, "masuk");
      return ok(answer, { message: answer.message });
    },
  );

  app.post(
    "/tickets/scan-cancelled",
    {
      config: requirePermission("create scan batal"),
      schema: { tags, body: scanInputSchema, response: scanAnswer },
    },
    async (request) => {
      const answer = await scanTicket(db(), authOf(request).user.id, request.body, "batal");
      return ok(answer, { message: answer.message });
    },
  );

  app.get(
    "/tickets/gate-list",
    {
      config: requirePermission("create scan tiket"),
      schema: {
        tags,
        summary: "A sailing's gate list for an offline gate device",
        querystring: gateListQuery,
        response: { 200: envelopeOf(gateListSchema) },
      },
    },
    async (request) => ok(await gateList(db(), request.query.schedule_id, new Date())),
  );

  app.post(
    "/tickets/scans/sync",
    {
      config: requirePermission("create scan tiket"),
      schema: {
        tags,
        summary: "Scans decided offline, uploaded as facts (idempotent by nonce)",
        body: scanSyncSchema,
        response: { 200: envelopeOf(scanSyncAnswerSchema) },
      },
    },
    async (request) => ok(await syncScans(db(), actorOf(request), authOf(request).user.id, request.body)),
  );

  app.get(
    "/tickets/scans/conflicts",
    {
      config: requirePermission("view embarkasi"),
      schema: {
        tags,
        summary: "Offline scans that clashed, with both scans",
        querystring: conflictListQuery,
        response: { 200: envelopeOf(z.array(scanConflictSchema)) },
      },
    },
    async (request) => ok(await scanConflicts(db(), request.query.schedule_id)),
  );

  app.get(
    "/tickets/scans",
    {
      config: requirePermission("view scan tiket"),
      schema: { tags, querystring: scanListQuery, response: scanList },
    },
    async (request) => ok(await listScans(db(), { ...request.query, pos: "masuk" })),
  );

  app.get(
    "/tickets/cancelled",
    {
      config: requirePermission("view scan batal"),
      schema: { tags, querystring: scheduleQuery, response: { 200: envelopeOf(z.array(ticketSchema)) } },
    },
    async (request) => ok(await cancelledTickets(db(), request.query.schedule_id)),
  );

  app.get(
    "/tickets/cancelled/scans",
    {
      config: requirePermission("view scan batal"),
      schema: { tags, querystring: scanListQuery, response: scanList },
    },
    async (request) => ok(await listScans(db(), { ...request.query, pos: "batal" })),
  );
};
