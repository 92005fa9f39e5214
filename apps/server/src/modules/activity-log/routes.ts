import { activityChangesText } from "@ferry/shared/activity-changes";
import { activityLogEntrySchema, activityLogQuerySchema } from "@ferry/shared/activity-log";
import { fileAnswer } from "@ferry/shared/file-answer";
import { actionLabel, subjectLabel } from "@ferry/shared/labels";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CSV_TYPE, csvStream } from "../../lib/csv";
import { envelopeOf, ok } from "../../lib/envelope";
import { requirePermission } from "../../plugins/access";
import { activityLogRows, listActivityLogs } from "./list";

const tags = ["activity_logs"];
const EXPORT_HEADER = [
  "waktu",
  "pengguna",
  "aksi",
  "deskripsi",
  "subjek",
  "id_subjek",
  "ip",
  "perangkat",
  "detail",
];

/**
 * `/log-pengguna`: the append-only activity log, filtered and paged, and its CSV export. There is no
 * route that changes or deletes a row.
 */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const zone = app.config.timeZone;

  app.get(
    "/activity-logs",
    {
      config: requirePermission("view activity logs"),
      schema: {
        tags,
        querystring: activityLogQuerySchema,
        response: { 200: envelopeOf(z.array(activityLogEntrySchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await listActivityLogs(db(), request.query, zone);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/activity-logs/export",
    {
      config: requirePermission("view activity logs"),
      schema: {
        tags,
        querystring: activityLogQuerySchema,
        response: { 200: fileAnswer({ contentTypes: [CSV_TYPE] }) },
      },
    },
    async (request, reply) => {
      // Read by staff in a spreadsheet: labels, the operator's time with its zone, changes field by field.
      const lines = csvStream(EXPORT_HEADER, activityLogRows(db(), request.query, zone), (row) => [
        formatZonedDateTime(row.created_at, zone),
        row.username,
        actionLabel(row.action),
        row.description,
        subjectLabel(row.subject_type),
        row.subject_id,
        row.ip,
        row.user_agent,
        activityChangesText(row.properties, zone),
      ]);
      return reply
        .header("Content-Type", CSV_TYPE)
        .header(
          "Content-Disposition",
          `attachment; filename="log-aktivitas-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(lines);
    },
  );
};
