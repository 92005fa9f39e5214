import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/client";
import { logActivity } from "../activity-log/index";

/** The logs that grow with every action and every gate scan, and the archive table each moves to. */
export const ARCHIVED_LOGS = [
  { table: "activity_logs", archive: "activity_logs_archive", label: "log aktivitas" },
  { table: "ticket_scans", archive: "ticket_scans_archive", label: "log scan" },
] as const;

/** Rows moved per statement: one statement is one atomic move, short enough not to hold locks long. */
export const ARCHIVE_BATCH = 5_000;

export type ArchiveResult = Record<(typeof ARCHIVED_LOGS)[number]["table"], number>;

/**
 * Moves the rows of each log older than `retentionDays` before `now` into its archive table (decision
 * 046). Nothing is deleted without being kept: each batch is ONE statement (`DELETE … RETURNING` feeding
 * `INSERT … SELECT`), so a row is either still in the log or already in the archive, never in neither.
 * The archive has the log's columns in the log's order plus `archived_at` (migration 0032); a column
 * added to a log must be added to its archive too, or the move fails loudly. Logs one activity row
 * with the counts when anything moved.
 */
export async function archiveOldLogs(db: Database, now: Date, retentionDays: number): Promise<ArchiveResult> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const result = { activity_logs: 0, ticket_scans: 0 } satisfies ArchiveResult;
  for (const { table, archive } of ARCHIVED_LOGS) {
    for (;;) {
      const moved = await moveBatch(db, table, archive, cutoff, now);
      result[table] += moved;
      if (moved < ARCHIVE_BATCH) break;
    }
  }
  if (result.activity_logs + result.ticket_scans > 0) {
    await logActivity(
      db,
      { id: null, username: "sistem", ip: null, user_agent: null },
      {
        action: "retention.archived",
        description: `Arsip log: ${result.activity_logs} log aktivitas dan ${result.ticket_scans} log scan lebih lama dari ${retentionDays} hari dipindah ke arsip`,
        properties: { ...result, retention_days: retentionDays, sebelum: cutoff.toISOString() },
      },
    );
  }
  return result;
}

async function moveBatch(db: Database, table: string, archive: string, cutoff: Date, now: Date) {
  const rows = rowsOf<{ moved: number }>(
    await db.execute(sql`
      with moved as (
        delete from ${sql.identifier(table)}
        where id in (
          select id from ${sql.identifier(table)} where created_at < ${cutoff} order by id limit ${ARCHIVE_BATCH}
        )
        returning *
      ), kept as (
        insert into ${sql.identifier(archive)} select moved.*, ${now}::timestamptz from moved returning 1
      )
      select count(*)::int as moved from kept`),
  );
  return rows[0]?.moved ?? 0;
}
