import { activityChangesText } from "@ferry/shared/activity-changes";
import { databaseId } from "@ferry/shared/ids";
import { actionLabel, subjectLabel } from "@ferry/shared/labels";
import { dayRange, formatZonedDateTime } from "@ferry/shared/zoned-time";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityLogs } from "../../db/schema/activity";
import { CSV_BOM, csvLine } from "../../lib/csv";
import { ok } from "../../lib/envelope";
import { pageMeta } from "../../lib/list-sql";
import { requirePermission } from "../../plugins/access";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Tanggal harus berformat YYYY-MM-DD" });
const logQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  user_id: databaseId().optional(),
  module: z.string().trim().max(50).optional(),
  action: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
});
type LogQuery = z.infer<typeof logQuery>;

/**
 * `/log-pengguna`: the append-only activity log, filtered and paged, and its CSV export. There is no
 * route that changes or deletes a row.
 */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const where = (query: LogQuery): SQL | undefined => {
    const zone = app.config.timeZone;
    const conditions: (SQL | undefined)[] = [
      query.user_id ? eq(activityLogs.user_id, query.user_id) : undefined,
      query.module ? eq(activityLogs.subject_type, query.module) : undefined,
      query.action ? eq(activityLogs.action, query.action) : undefined,
      query.from ? gte(activityLogs.created_at, dayRange(query.from, zone).start) : undefined,
      query.to ? lt(activityLogs.created_at, dayRange(query.to, zone).end) : undefined,
    ];
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(
        or(
          ilike(activityLogs.description, pattern),
          ilike(activityLogs.username, pattern),
          ilike(activityLogs.action, pattern),
        ),
      );
    }
    return and(...conditions);
  };

  app.get(
    "/activity-logs",
    {
      config: requirePermission("view activity logs"),
      schema: { tags: ["activity_logs"], querystring: logQuery },
    },
    async (request) => {
      const query = request.query;
      const [total] = await db().select({ total: count() }).from(activityLogs).where(where(query));
      const rows = await db()
        .select()
        .from(activityLogs)
        .where(where(query))
        .orderBy(desc(activityLogs.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return ok(rows, {
        meta: pageMeta({ page: query.page, per_page: query.per_page, sort_dir: "desc" }, total?.total ?? 0),
      });
    },
  );

  app.get(
    "/activity-logs/export",
    {
      config: requirePermission("view activity logs"),
      schema: { tags: ["activity_logs"], querystring: logQuery },
    },
    async (request, reply) => {
      const rows = await db()
        .select()
        .from(activityLogs)
        .where(where(request.query))
        .orderBy(desc(activityLogs.id))
        .limit(50_000);
      const header = [
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
      // Read by staff in a spreadsheet: labels, the operator's time with its zone, changes field by field.
      const zone = app.config.timeZone;
      const lines = rows.map((row) =>
        csvLine([
          formatZonedDateTime(row.created_at, zone),
          row.username,
          actionLabel(row.action),
          row.description,
          subjectLabel(row.subject_type),
          row.subject_id,
          row.ip,
          row.user_agent,
          activityChangesText(row.properties as Record<string, unknown> | null, zone),
        ]),
      );
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="log-aktivitas-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(`${CSV_BOM}${csvLine(header)}${lines.join("")}`);
    },
  );
};
