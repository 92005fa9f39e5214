import { shipReportQuerySchema, shipReportSchema } from "@ferry/shared/ships";
import { dayRange, instantToLocal } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { requirePermission } from "../../plugins/access";
import { REPORT_LANE } from "../../plugins/report-lane";
import { shipReport } from "./report";

/** GET /api/ships/report: sailings, load factor and crew certificates per ship (default: the last 30 days). */
export const shipReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ships/report",
    {
      config: { ...requirePermission("view kapal"), ...REPORT_LANE },
      schema: {
        tags: ["ship"],
        querystring: shipReportQuerySchema,
        response: { 200: envelopeOf(shipReportSchema) },
      },
    },
    async (request) => {
      const zone = app.config.timeZone;
      const today = instantToLocal(new Date(), zone).date;
      const to = request.query.to ?? today;
      const from = request.query.from ?? instantToLocal(new Date(Date.now() - 29 * 86_400_000), zone).date;
      const rows = await shipReport(app.reportDb, dayRange(from, zone).start, dayRange(to, zone).end, today);
      return ok({ from, to, ships: rows });
    },
  );
};
