import type { BookingChannel } from "@ferry/shared/bookings";
import { channelLabel, SALES_LIMIT_MESSAGES, type ScheduleSalesLimits } from "@ferry/shared/sales-limits";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { salesLimits } from "../../db/schema/sales";
import { fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { seatsHeldByChannel } from "../bookings/index";
import { findSchedule, sailingLabelOf } from "../schedules/index";
import { limitRowsOf, presentLimits, type SalesLimitRow } from "./service";

export type LimitInput = { channel: BookingChannel; batas: number | null };

/**
 * Inserts a channel's limit, counting the seats its live bookings already hold, or (when another request
 * added it meanwhile) answers that row, locked.
 */
async function insertOrLock(tx: Database, scheduleId: number, channel: BookingChannel, batas: number) {
  const terjual = await seatsHeldByChannel(tx, scheduleId, channel);
  const [inserted] = await tx
    .insert(salesLimits)
    .values({ schedule_id: scheduleId, channel, batas, terjual })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await tx
    .select()
    .from(salesLimits)
    .where(and(eq(salesLimits.schedule_id, scheduleId), eq(salesLimits.channel, channel)))
    .for("update");
  return { row: row as SalesLimitRow, created: false };
}

/**
 * Replaces a schedule's limits: a channel with a `batas` gets (or keeps, with the new number) its row;
 * a channel left out or with an empty `batas` loses it (no limit). A `batas` below the seats already
 * sold against it is refused with 422 naming the channel. Locks the schedule's limit rows; logged.
 */
export async function saveScheduleLimits(
  db: Database,
  actor: Actor,
  scheduleId: number,
  input: LimitInput[],
): Promise<ScheduleSalesLimits> {
  return db.transaction(async (tx) => {
    await findSchedule(tx, scheduleId);
    const before = await limitRowsOf(tx, scheduleId, true);
    const wanted = input.filter(
      (limit): limit is { channel: BookingChannel; batas: number } => limit.batas !== null,
    );
    for (const [index, limit] of input.entries()) {
      if (limit.batas === null) continue;
      const existing = before.find((row) => row.channel === limit.channel);
      const { row, created } = existing
        ? { row: existing, created: false }
        : await insertOrLock(tx, scheduleId, limit.channel, limit.batas);
      if (limit.batas < row.terjual) {
        throw fieldError(
          `limits.${index}.batas`,
          SALES_LIMIT_MESSAGES.belowSold(channelLabel(limit.channel), row.terjual),
        );
      }
      if (!created && row.batas !== limit.batas) {
        await tx.update(salesLimits).set({ batas: limit.batas }).where(eq(salesLimits.id, row.id));
      }
    }
    const dropped = before.filter((row) => !wanted.some((limit) => limit.channel === row.channel));
    if (dropped.length > 0) {
      await tx.delete(salesLimits).where(
        inArray(
          salesLimits.id,
          dropped.map((row) => row.id),
        ),
      );
    }
    const after = presentLimits(scheduleId, await limitRowsOf(tx, scheduleId));
    await logActivity(tx, actor, {
      action: "sales_limits.updated",
      description: `Limit jual jadwal ${await sailingLabelOf(tx, scheduleId)} diubah`,
      subject_type: "schedule",
      subject_id: scheduleId,
      properties: { before: presentLimits(scheduleId, before).limits, after: after.limits },
    });
    return after;
  });
}
