import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { scheduleQuotas } from "../../db/schema/schedules";

export type QuotaRow = typeof scheduleQuotas.$inferSelect;

/** The price entries of a schedule (its "available seats"), as stored. */
export async function quotasOfSchedule(db: Database, scheduleId: number): Promise<QuotaRow[]> {
  return db
    .select()
    .from(scheduleQuotas)
    .where(eq(scheduleQuotas.schedule_id, scheduleId))
    .orderBy(asc(scheduleQuotas.id));
}

const seatsTaken = builtOnce("seats_taken", (tx) => {
  const count = sql.placeholder("count");
  return tx
    .update(scheduleQuotas)
    .set({ terjual: sql`${scheduleQuotas.terjual} + ${count}` })
    .where(
      and(
        eq(scheduleQuotas.id, sql.placeholder("quotaId")),
        gte(sql`${scheduleQuotas.kapasitas} - ${scheduleQuotas.terjual}`, count),
      ),
    )
    .returning({ id: scheduleQuotas.id });
});

/**
 * Takes seats of a schedule's entries inside the caller's transaction: one conditional UPDATE per entry
 * (`terjual + n <= kapasitas`), in id order so concurrent sales never deadlock. Answers the id of the
 * first entry that ran out, or null when every seat was taken; the caller then rolls back.
 */
export async function takeSeats(tx: Database, seats: Map<number, number>): Promise<number | null> {
  for (const [quotaId, count] of [...seats].sort(([a], [b]) => a - b)) {
    if (count <= 0) continue;
    const taken = await seatsTaken(tx).execute({ quotaId, count });
    if (taken.length === 0) return quotaId;
  }
  return null;
}

/** Gives seats back (cancelled or expired bookings), never below zero. */
export async function releaseSeats(tx: Database, seats: Map<number, number>): Promise<void> {
  for (const [quotaId, count] of [...seats].sort(([a], [b]) => a - b)) {
    if (count <= 0) continue;
    await tx
      .update(scheduleQuotas)
      .set({ terjual: sql`greatest(${scheduleQuotas.terjual} - ${count}, 0)` })
      .where(eq(scheduleQuotas.id, quotaId));
  }
}
