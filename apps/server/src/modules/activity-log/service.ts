import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { activityLogs } from "../../db/schema/activity";

/** Who acted and from where: taken from the request by `requestActor`. */
export type Actor = {
  id: number | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type ActivityEntry = {
  action: string;
  description: string;
  subject_type?: string;
  subject_id?: string | number;
  properties?: Record<string, unknown>;
};

/** Writes one activity log row; call it inside the transaction of the change it records. */
export async function logActivity(db: Database, actor: Actor, entry: ActivityEntry): Promise<void> {
  await insertLogRows(db, [
    {
      user_id: actor.id,
      username: actor.username,
      ip: actor.ip,
      user_agent: actor.user_agent,
      action: entry.action,
      description: entry.description,
      subject_type: entry.subject_type ?? null,
      subject_id: entry.subject_id === undefined ? null : String(entry.subject_id),
      properties: entry.properties ?? null,
    },
  ]);
}

const insertLogRows = rowInserter("activity_log_insert", activityLogs);
