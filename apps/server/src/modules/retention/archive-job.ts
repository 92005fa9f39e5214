import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { archiveOldLogs } from "./archive-logs";

/**
 * Every hour, once across processes, moves activity and scan logs older than `LOG_RETENTION_DAYS` into
 * their archive tables; off when the variable is 0. Tests call `archiveOldLogs` themselves.
 */
export const logArchiveJob = scheduledJobPlugin({
  name: "log-archive",
  everyMs: 3_600_000,
  run: async (app) => {
    if (app.config.logRetentionDays === 0) return 0;
    const moved = await archiveOldLogs(app.database.db, new Date(), app.config.logRetentionDays);
    return moved.activity_logs + moved.ticket_scans;
  },
  done: "old activity and scan logs archived",
});
