import {
  exportQuerySchema,
  financeExportSchema,
  financeQuerySchema,
  reportQuerySchema,
  VOYAGE_REPORT_KEYS,
  VOYAGE_REPORTS,
} from "@ferry/shared/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { authOf, requirePermission, staffAccess } from "../../plugins/access";
import { dashboardSummary } from "./dashboard";
import { EXPORT_TYPES, exportStream } from "./export";
import { financeReport, financeSections } from "./finance";
import { periodOf } from "./period";
import { reportSource, runReport } from "./voyage-reports";

const reportParams = z.object({ report: z.enum(VOYAGE_REPORT_KEYS) });
const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * `/pelayaran-laporan`'s six reports, the finance report ('Laporan Keuangan') and the dashboard summary.
 * Every query here is a read-only aggregate over other modules' tables (decision 013).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/reports/finance",
    {
      config: requirePermission("view pelabuhan"),
      schema: { tags: ["report"], querystring: financeQuerySchema },
    },
    async (request) => ok(await financeReport(db(), periodOf(request.query, app.config.timeZone))),
  );

  app.get(
    "/reports/finance/export",
    {
      config: requirePermission("view pelabuhan"),
      schema: { tags: ["report"], querystring: financeExportSchema },
    },
    async (request, reply) => {
      const period = periodOf(request.query, app.config.timeZone);
      const report = await financeReport(db(), period);
      const type = EXPORT_TYPES[request.query.format];
      const title = `Laporan Keuangan ${period.from} s.d. ${period.to}`;
      return reply
        .header("Content-Type", type.mime)
        .header("Content-Disposition", attachment(`laporan-keuangan-${period.from}-${period.to}.${type.ext}`))
        .send(exportStream(request.query.format, title, financeSections(report)));
    },
  );

  app.get(
    "/reports/:report",
    {
      config: requirePermission("view laporan pelayaran"),
      schema: { tags: ["report"], params: reportParams, querystring: reportQuerySchema },
    },
    async (request) => {
      const period = periodOf(request.query, app.config.timeZone);
      return ok(await runReport(db(), request.params.report, request.query, period));
    },
  );

  app.get(
    "/reports/:report/export",
    {
      config: requirePermission("view laporan pelayaran"),
      schema: { tags: ["report"], params: reportParams, querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const key = request.params.report;
      const period = periodOf(request.query, app.config.timeZone);
      const source = reportSource(db(), key, request.query, period);
      const type = EXPORT_TYPES[request.query.format];
      const name = VOYAGE_REPORTS.find((report) => report.key === key)?.title ?? key;
      return reply
        .header("Content-Type", type.mime)
        .header("Content-Disposition", attachment(`${key}-${period.from}-${period.to}.${type.ext}`))
        .send(
          exportStream(request.query.format, `${name} ${period.from} s.d. ${period.to}`, [
            { title: name, columns: () => source.columns, batches: source.batches, totals: source.totals },
          ]),
        );
    },
  );

  app.get("/dashboard/summary", { config: staffAccess, schema: { tags: ["report"] } }, async (request) =>
    ok(await dashboardSummary(db(), authOf(request).permissions, app.config.timeZone)),
  );
};
