import { BOOKING_MESSAGES } from "@ferry/shared/bookings";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { cargoTypesByIds } from "../cargo-types/index";
import { releaseChannelSeats, takeChannelSeats } from "../sales-limits/index";
import { findSchedule, type QuotaRow, quotasOfSchedule, releaseSeats, takeSeats } from "../schedules/index";

type Holder = { schedule_id: number; channel: string };

/** 409 QUOTA_EXCEEDED naming the entry that ran out and what is left of it. */
async function quotaExceeded(tx: Database, scheduleId: number, quotaId: number): Promise<AppError> {
  const quota = (await quotasOfSchedule(tx, scheduleId)).find((row) => row.id === quotaId);
  const nama = quota
    ? ((await cargoTypesByIds(tx, [quota.cargo_type_id])).get(quota.cargo_type_id)?.nama ?? "")
    : "";
  const sisa = quota ? quota.kapasitas - quota.terjual : 0;
  return new AppError("QUOTA_EXCEEDED", BOOKING_MESSAGES.quotaExceeded(nama, sisa));
}

/**
 * Takes a booking's seats from the schedule's entries (conditional updates, never beyond capacity) and
 * from its channel's sales limit, in the caller's transaction; any shortage, or a sailing cancelled
 * meanwhile, refuses the whole sale.
 */
export async function holdSeats(tx: Database, holder: Holder, seats: Map<number, number>): Promise<void> {
  const failed = await takeSeats(tx, seats);
  if (failed !== null) throw await quotaExceeded(tx, holder.schedule_id, failed);
  // Read after the seats are taken: a cancellation that locked them first has committed by now and is seen
  // here (a new statement), so no sale lands on a cancelled sailing however the two race.
  if ((await findSchedule(tx, holder.schedule_id)).status === "batal") {
    throw new AppError("CONFLICT", BOOKING_MESSAGES.scheduleCancelled);
  }
  const count = [...seats.values()].reduce((sum, value) => sum + value, 0);
  await takeChannelSeats(tx, { schedule_id: holder.schedule_id, channel: holder.channel, seats: count });
}

/**
 * Refuses a request for more than is left now, without taking anything (expedition requests); `read`: the
 * schedule's entries as this transaction already read them.
 */
export async function checkSpace(
  tx: Database,
  scheduleId: number,
  seats: Map<number, number>,
  read?: QuotaRow[],
): Promise<void> {
  const quotas = read ?? (await quotasOfSchedule(tx, scheduleId));
  for (const [quotaId, count] of seats) {
    const quota = quotas.find((row) => row.id === quotaId);
    if (!quota || quota.kapasitas - quota.terjual < count) throw await quotaExceeded(tx, scheduleId, quotaId);
  }
}

/** Gives a booking's seats back to the schedule and to its channel's limit. */
export async function freeSeats(tx: Database, holder: Holder, seats: Map<number, number>): Promise<void> {
  await releaseSeats(tx, seats);
  const count = [...seats.values()].reduce((sum, value) => sum + value, 0);
  await releaseChannelSeats(tx, { schedule_id: holder.schedule_id, channel: holder.channel, seats: count });
}
