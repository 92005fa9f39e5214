import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { AppError } from "../../lib/app-error";
import { pageMeta } from "../../lib/list-sql";
import { holdersOf } from "../auth/index";

/**
 * A staff member's own notes ("Pesan", `/activity-logs`). Producers call `notify` / `notifyHolders`
 * inside the transaction of the change they announce, so a rolled-back change leaves no note. The
 * routes read and mark only the caller's own rows.
 */

export type NotificationKind =
  | "approval_waiting"
  | "payment_approved"
  | "payment_rejected"
  | "space_approved"
  | "space_rejected"
  | "topup_approved"
  | "topup_rejected"
  | "credit_limit_decided"
  | "force_logout"
  | "booking_expired";

export type Note = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A back-office path, e.g. `/booking-ekspedisi?code=ABCD2345`. */
  link?: string | null;
  subject_type?: string;
  subject_id?: string | number;
};

export type NotificationRow = typeof notifications.$inferSelect;

const NOT_FOUND = "Pesan tidak ditemukan";

/** One row per recipient (duplicates, empty ids and `except` left out); answers how many were written. */
export async function notify(
  tx: Database,
  recipients: readonly (number | null | undefined)[],
  note: Note,
  except?: number | null,
): Promise<number> {
  const ids = [...new Set(recipients)].filter((id): id is number => typeof id === "number" && id !== except);
  if (ids.length === 0) return 0;
  await tx.insert(notifications).values(
    ids.map((user_id) => ({
      user_id,
      kind: note.kind,
      title: note.title,
      body: note.body,
      link: note.link ?? null,
      subject_type: note.subject_type ?? null,
      subject_id: note.subject_id === undefined ? null : String(note.subject_id),
    })),
  );
  return ids.length;
}

/** Notifies every active staff user holding `permission` (through a role or directly), but `except`. */
export async function notifyHolders(
  tx: Database,
  permission: string,
  note: Note,
  except?: number | null,
): Promise<number> {
  return notify(tx, await holdersOf(tx, permission), note, except);
}

const ownedBy = (userId: number, unreadOnly = false): SQL | undefined =>
  and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined);

/** One page of the user's notes, newest first; `unread` keeps only those not read yet. */
export async function listOwn(
  db: Database,
  userId: number,
  query: { unread?: boolean; page: number; per_page: number },
) {
  const where = ownedBy(userId, query.unread);
  const [total] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, meta: pageMeta({ ...query, sort_dir: "desc" }, total?.total ?? 0) };
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(ownedBy(userId, true));
  return row?.total ?? 0;
}

/** Marks one of the user's own notes read (a note read earlier keeps its time); another's answers 404. */
export async function markRead(db: Database, userId: number, id: number): Promise<NotificationRow> {
  const own = and(eq(notifications.id, id), eq(notifications.user_id, userId));
  const [updated] = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(own, isNull(notifications.read_at)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(notifications).where(own);
  if (!existing) throw new AppError("NOT_FOUND", NOT_FOUND);
  return existing;
}

/** Marks every unread note of the user read; answers how many changed. */
export async function markAllRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(ownedBy(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}
