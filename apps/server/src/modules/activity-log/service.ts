import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
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
  await insertLogRow(db).execute({
    user_id: actor.id,
    username: actor.username,
    ip: actor.ip,
    user_agent: actor.user_agent,
    action: entry.action,
    description: entry.description,
    subject_type: entry.subject_type ?? null,
    subject_id: entry.subject_id === undefined ? null : String(entry.subject_id),
    // Stringified here: a placeholder's column encoder would turn null into the JSON `null`.
    properties: entry.properties ? JSON.stringify(entry.properties) : null,
  });
}

const column = (name: string) => sql.placeholder(name);
const insertLogRow = builtOnce("activity_log_insert", (db) =>
  db.insert(activityLogs).values({
    user_id: column("user_id"),
    username: column("username"),
    ip: column("ip"),
    user_agent: column("user_agent"),
    action: column("action"),
    description: column("description"),
    subject_type: column("subject_type"),
    subject_id: column("subject_id"),
    properties: sql`${column("properties")}::jsonb`,
  }),
);
