import { scanInputSchema, scanListQuery } from "@ferry/shared/gate";
import { databaseId } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { authOf, requirePermission } from "../../plugins/access";
import { cancelledTickets } from "./search";
import { listScans } from "./stats";
import { scanTicket } from "./validate-qr";

const tags = ["gate"];
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
    { config: requirePermission("create scan tiket"), schema: { tags, body: scanInputSchema } },
    async (request) => {
      const answer = await scanTicket(db(), authOf(request).user.id, request.body, "masuk");
      return ok(answer, { message: answer.message });
    },
  );

  app.post(
    "/tickets/scan-cancelled",
    { config: requirePermission("create scan batal"), schema: { tags, body: scanInputSchema } },
    async (request) => {
      const answer = await scanTicket(db(), authOf(request).user.id, request.body, "batal");
      return ok(answer, { message: answer.message });
    },
  );

  app.get(
    "/tickets/scans",
    { config: requirePermission("view scan tiket"), schema: { tags, querystring: scanListQuery } },
    async (request) => ok(await listScans(db(), { ...request.query, pos: "masuk" })),
  );

  app.get(
    "/tickets/cancelled",
    { config: requirePermission("view scan batal"), schema: { tags, querystring: scheduleQuery } },
    async (request) => ok(await cancelledTickets(db(), request.query.schedule_id)),
  );

  app.get(
    "/tickets/cancelled/scans",
    { config: requirePermission("view scan batal"), schema: { tags, querystring: scanListQuery } },
    async (request) => ok(await listScans(db(), { ...request.query, pos: "batal" })),
  );
};
