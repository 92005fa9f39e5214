import { BOOKING_CHANNELS } from "@ferry/shared/bookings";
import {
  type ChannelLimit,
  channelLabel,
  SALES_LIMIT_MESSAGES,
  type ScheduleSalesLimits,
} from "@ferry/shared/sales-limits";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { salesLimits } from "../../db/schema/sales";
import { AppError } from "../../lib/app-error";

export type SalesLimitRow = typeof salesLimits.$inferSelect;

const ofChannel = (scheduleId: number, channel: string) =>
  and(eq(salesLimits.schedule_id, scheduleId), eq(salesLimits.channel, channel));

const channelSeatsTaken = builtOnce("channel_seats_taken", (tx) =>
  tx
    .update(salesLimits)
    .set({ terjual: sql`${salesLimits.terjual} + ${sql.placeholder("seats")}` })
    .where(
      and(
        eq(salesLimits.schedule_id, sql.placeholder("schedule_id")),
        eq(salesLimits.channel, sql.placeholder("channel")),
      ),
    )
    .returning({ batas: salesLimits.batas, terjual: salesLimits.terjual }),
);

/**
 * Takes seats from the channel's limit when the schedule has one, in one statement: UPDATE sales_limits SET
 * terjual = terjual + seats WHERE schedule_id AND channel, which locks the row until the caller's
 * transaction ends. No row -> no limit (nothing). Beyond `batas` -> 409 SALES_LIMIT_EXCEEDED, which rolls the
 * caller's transaction (or savepoint) back with the increment, so no concurrent sale ever sees it.
 */
export async function takeChannelSeats(
  tx: Database,
  input: { schedule_id: number; channel: string; seats: number },
): Promise<void> {
  if (input.seats <= 0) return;
  const [limit] = await channelSeatsTaken(tx).execute(input);
  if (!limit || limit.terjual <= limit.batas) return;
  const sisa = Math.max(0, limit.batas - (limit.terjual - input.seats));
  throw new AppError(
    "SALES_LIMIT_EXCEEDED",
    SALES_LIMIT_MESSAGES.exceeded(channelLabel(input.channel), sisa),
  );
}

/** Gives seats back (cancel/expiry): terjual - seats, not below 0; no row -> nothing. */
export async function releaseChannelSeats(
  tx: Database,
  input: { schedule_id: number; channel: string; seats: number },
): Promise<void> {
  if (input.seats <= 0) return;
  await tx
    .update(salesLimits)
    .set({ terjual: sql`greatest(${salesLimits.terjual} - ${input.seats}, 0)` })
    .where(ofChannel(input.schedule_id, input.channel));
}

/** The limit rows of a schedule; with `lock` they stay locked until the transaction ends. */
export async function limitRowsOf(db: Database, scheduleId: number, lock = false): Promise<SalesLimitRow[]> {
  const query = db
    .select()
    .from(salesLimits)
    .where(eq(salesLimits.schedule_id, scheduleId))
    .orderBy(asc(salesLimits.channel));
  return lock ? query.for("update") : query;
}

/** Every channel of a schedule with its limit (null: none), seats sold against it and what is left. */
export function presentLimits(scheduleId: number, rows: SalesLimitRow[]): ScheduleSalesLimits {
  const limits = BOOKING_CHANNELS.map((channel): ChannelLimit => {
    const row = rows.find((item) => item.channel === channel);
    return {
      channel,
      label: channelLabel(channel),
      batas: row?.batas ?? null,
      terjual: row?.terjual ?? 0,
      sisa: row ? Math.max(0, row.batas - row.terjual) : null,
    };
  });
  return { schedule_id: scheduleId, limits };
}

export async function scheduleLimits(db: Database, scheduleId: number): Promise<ScheduleSalesLimits> {
  return presentLimits(scheduleId, await limitRowsOf(db, scheduleId));
}
