import type { ActivityLogQuery } from "@ferry/shared/activity-log";
import { dayRange } from "@ferry/shared/zoned-time";
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activityLogs } from "../../db/schema/activity";
import { countRows, pageMeta } from "../../lib/list-sql";

type LogFilter = Omit<ActivityLogQuery, "page" | "per_page">;

function logWhere(query: LogFilter, zone: string): SQL | undefined {
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
}

/** One page of the log, newest first, with its page figures (an estimated total past 10,000 rows). */
export async function listActivityLogs(db: Database, query: ActivityLogQuery, zone: string) {
  const where = logWhere(query, zone);
  const { total, estimated } = await countRows(db, activityLogs, where);
  const rows = await db
    .select()
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const meta = pageMeta({ page: query.page, per_page: query.per_page, sort_dir: "desc" }, total, estimated);
  return { rows, meta };
}

const EXPORT_BATCH = 1_000;

/**
 * Every row the filter selects, newest first, read a batch at a time below the last id seen: an export
 * of a year holds one batch in memory, never the whole log.
 */
export async function* activityLogRows(db: Database, query: LogFilter, zone: string) {
  const where = logWhere(query, zone);
  let below: number | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(activityLogs)
      .where(and(where, below === undefined ? undefined : lt(activityLogs.id, below)))
      .orderBy(desc(activityLogs.id))
      .limit(EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    below = batch[batch.length - 1]?.id;
  }
}
