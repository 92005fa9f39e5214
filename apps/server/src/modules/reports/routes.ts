import {
  FARE_REMITTANCE_TITLE,
  fareRemittanceExportSchema,
  fareRemittanceQuerySchema,
  fareRemittanceSchema,
} from "@ferry/shared/fare-remittance";
import {
  dashboardSummarySchema,
  type ExportFormat,
  exportQuerySchema,
  financeExportSchema,
  financeQuerySchema,
  financeReportSchema,
  reportQuerySchema,
  VOYAGE_REPORT_KEYS,
  VOYAGE_REPORTS,
  voyageReportSchema,
} from "@ferry/shared/reports";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { servedAsBuiltAnswer } from "../../lib/answer-serializer";
import { envelopeOf, ok } from "../../lib/envelope";
import { authOf, requirePermission, staffAccess } from "../../plugins/access";
import { REPORT_LANE } from "../../plugins/report-lane";
import { dashboardSummary } from "./dashboard";
import { EXPORT_ANSWER, EXPORT_TYPES, type ExportSection, exportStream } from "./export";
import { fareRemittance, fareRemittanceSections } from "./fare-remittance";
import { financeReport, financeSections } from "./finance";
import { type Period, periodOf } from "./period";
import { reportSource, runReport } from "./voyage-reports";

const reportParams = z.object({ report: z.enum(VOYAGE_REPORT_KEYS) });

/** Streams an export as a download `<slug>-<from>-<to>.<ext>`, titled `<title> <from> s.d. <to>`. */
function sendExport(
  reply: FastifyReply,
  format: ExportFormat,
  period: Period,
  named: { title: string; slug: string },
  sections: ExportSection[],
) {
  const type = EXPORT_TYPES[format];
  const name = `${named.slug}-${period.from}-${period.to}.${type.ext}`;
  return reply
    .header("Content-Type", type.mime)
    .header("Content-Disposition", `attachment; filename="${name}"`)
    .send(exportStream(format, `${named.title} ${period.from} s.d. ${period.to}`, sections));
}

/**
 * `/pelayaran-laporan`'s six reports, the finance report ('Laporan Keuangan') and the dashboard summary.
 * Every query here is a read-only aggregate over other modules' tables (decision 013).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.reportDb;

  app.get(
    "/reports/finance",
    {
      config: { ...requirePermission("view pelabuhan"), ...REPORT_LANE },
      schema: {
        tags: ["report"],
        querystring: financeQuerySchema,
        response: { 200: envelopeOf(financeReportSchema) },
      },
    },
    async (request) => ok(await financeReport(db(), periodOf(request.query, app.config.timeZone))),
  );

  app.get(
    "/reports/finance/export",
    {
      config: { ...requirePermission("view pelabuhan"), ...REPORT_LANE },
      schema: { tags: ["report"], querystring: financeExportSchema, response: { 200: EXPORT_ANSWER } },
    },
    async (request, reply) => {
      const period = periodOf(request.query, app.config.timeZone);
      const sections = financeSections(await financeReport(db(), period));
      const named = { title: "Laporan Keuangan", slug: "laporan-keuangan" };
      return sendExport(reply, request.query.format, period, named, sections);
    },
  );

  // 'Setoran Komponen Tarif' (decision 044): finance's access, the finance report's period and bookings.
  app.get(
    "/reports/fare-remittance",
    {
      config: { ...requirePermission("view pelabuhan"), ...REPORT_LANE },
      schema: {
        tags: ["report"],
        querystring: fareRemittanceQuerySchema,
        response: { 200: envelopeOf(fareRemittanceSchema) },
      },
    },
    async (request) =>
      ok(await fareRemittance(db(), periodOf(request.query, app.config.timeZone), request.query)),
  );

  app.get(
    "/reports/fare-remittance/export",
    {
      config: { ...requirePermission("view pelabuhan"), ...REPORT_LANE },
      schema: { tags: ["report"], querystring: fareRemittanceExportSchema, response: { 200: EXPORT_ANSWER } },
    },
    async (request, reply) => {
      const period = periodOf(request.query, app.config.timeZone);
      const sections = fareRemittanceSections(await fareRemittance(db(), period, request.query));
      const named = { title: FARE_REMITTANCE_TITLE, slug: "setoran-komponen-tarif" };
      return sendExport(reply, request.query.format, period, named, sections);
    },
  );

  app.get(
    "/reports/:report",
    {
      config: { ...requirePermission("view laporan pelayaran"), ...REPORT_LANE },
      schema: {
        tags: ["report"],
        params: reportParams,
        querystring: reportQuerySchema,
        response: { 200: servedAsBuiltAnswer(envelopeOf(voyageReportSchema)) },
      },
    },
    async (request) => {
      const period = periodOf(request.query, app.config.timeZone);
      return ok(await runReport(db(), request.params.report, request.query, period));
    },
  );

  app.get(
    "/reports/:report/export",
    {
      config: { ...requirePermission("view laporan pelayaran"), ...REPORT_LANE },
      schema: {
        tags: ["report"],
        params: reportParams,
        querystring: exportQuerySchema,
        response: { 200: EXPORT_ANSWER },
      },
    },
    async (request, reply) => {
      const key = request.params.report;
      const period = periodOf(request.query, app.config.timeZone);
      const source = reportSource(db(), key, request.query, period);
      const name = VOYAGE_REPORTS.find((report) => report.key === key)?.title ?? key;
      return sendExport(reply, request.query.format, period, { title: name, slug: key }, [
        { title: name, columns: () => source.columns, batches: source.batches, totals: source.totals },
      ]);
    },
  );

  app.get(
    "/dashboard/summary",
    {
      config: staffAccess,
      schema: { tags: ["report"], response: { 200: envelopeOf(dashboardSummarySchema) } },
    },
    async (request) =>
      ok(await dashboardSummary(app.database.db, authOf(request).permissions, app.config.timeZone)),
  );
};
