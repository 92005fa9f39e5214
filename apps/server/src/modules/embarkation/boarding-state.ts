import { eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleBoardings } from "../../db/schema/gate";

export type BoardingRow = typeof scheduleBoardings.$inferSelect;

/**
 * The boarding row of a schedule. Inside a transaction, `share` keeps it from closing until the
 * transaction ends (gate scans), `update` waits for those scans (closing).
 */
export async function boardingOf(
  db: Database,
  scheduleId: number,
  lock?: "share" | "update",
): Promise<BoardingRow | null> {
  const query = db.select().from(scheduleBoardings).where(eq(scheduleBoardings.schedule_id, scheduleId));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** Boarding is open when it was opened, not closed, and the schedule is still `boarding`. */
export function isBoardingOpen(schedule: { status: string }, boarding: BoardingRow | null): boolean {
  return schedule.status === "boarding" && boarding !== null && boarding.closed_at === null;
}

/** How a gate states the boarding of a schedule that is not open. */
export function boardingStateText(schedule: { status: string }, boarding: BoardingRow | null): string {
  if (schedule.status === "batal") return "dibatalkan";
  if (boarding?.closed_at || schedule.status === "berangkat" || schedule.status === "tiba")
    return "sudah ditutup (kapal berangkat)";
  return "belum dibuka";
}

export async function boardingsOf(db: Database, scheduleIds: number[]): Promise<Map<number, BoardingRow>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(scheduleBoardings)
    .where(inArray(scheduleBoardings.schedule_id, scheduleIds));
  return new Map(rows.map((row) => [row.schedule_id, row]));
}

/** The schedules whose boarding is open now. */
export async function openBoardingIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleBoardings.schedule_id })
    .from(scheduleBoardings)
    .where(isNull(scheduleBoardings.closed_at));
  return rows.map((row) => row.id);
}

export async function saveOpened(tx: Database, scheduleId: number, userId: number | null, now: Date) {
  const opened = { opened_at: now, opened_by: userId, closed_at: null, closed_by: null };
  await tx
    .insert(scheduleBoardings)
    .values({ schedule_id: scheduleId, ...opened })
    .onConflictDoUpdate({ target: scheduleBoardings.schedule_id, set: opened });
}

export async function saveClosed(tx: Database, scheduleId: number, userId: number | null, now: Date) {
  await tx
    .update(scheduleBoardings)
    .set({ closed_at: now, closed_by: userId })
    .where(eq(scheduleBoardings.schedule_id, scheduleId));
}
