import { DISRUPTION_MESSAGES, type MoveBookingsResult } from "@ferry/shared/disruptions";
import type { Database } from "../../db/client";
import { AppError, fieldError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import {
  affectedBookingIds,
  bookingCodesOf,
  checkSellable,
  type MoveRoute,
  moveAffectedBooking,
} from "../bookings/index";
import { salesSettings } from "../settings/index";
import { findSchedule } from "./service";
import { sailingLabelOf } from "./summary";

/** The target checked once for the whole move: another sellable sailing of the same route. */
async function moveRoute(db: Database, sourceId: number, targetId: number, now: Date): Promise<MoveRoute> {
  const source = await findSchedule(db, sourceId);
  if (source.status !== "batal" || !source.dibatalkan_at) {
    throw new AppError("CONFLICT", DISRUPTION_MESSAGES.notCancelledSource);
  }
  if (targetId === sourceId) throw fieldError("target_schedule_id", DISRUPTION_MESSAGES.targetSame);
  const target = await findSchedule(db, targetId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw fieldError("target_schedule_id", error.message);
    }
    throw error;
  });
  if (target.route_id !== source.route_id) {
    throw fieldError("target_schedule_id", DISRUPTION_MESSAGES.targetOtherRoute);
  }
  try {
    checkSellable(target, await salesSettings(db), now);
  } catch (error) {
    if (error instanceof AppError) throw fieldError("target_schedule_id", error.message);
    throw error;
  }
  return {
    from: { id: source.id, label: await sailingLabelOf(db, source.id), alasan: source.alasan_batal ?? "-" },
    to: { id: target.id, label: await sailingLabelOf(db, target.id) },
  };
}

/**
 * Moves the affected bookings of a cancelled sailing (all of them when `booking_ids` is left out) to
 * another sailing of its route, one transaction per booking, in id order. A booking that does not fit
 * (seats, a used ticket, a refund waiting …) stays where it is and is reported with the reason; the
 * others are moved however that one failed.
 */
export async function moveBookings(
  db: Database,
  actor: Actor,
  scheduleId: number,
  input: { target_schedule_id: number; booking_ids?: number[] | undefined },
  now = new Date(),
): Promise<MoveBookingsResult> {
  const route = await moveRoute(db, scheduleId, input.target_schedule_id, now);
  const ids = input.booking_ids
    ? [...new Set(input.booking_ids)].sort((a, b) => a - b)
    : await affectedBookingIds(db, scheduleId);
  const codes = await bookingCodesOf(db, ids);
  const result: MoveBookingsResult = { target_schedule_id: route.to.id, moved: [], not_moved: [] };
  for (const id of ids) {
    try {
      const code = await db.transaction((tx) => moveAffectedBooking(tx, actor, id, route, now));
      result.moved.push({ booking_id: id, booking_code: code });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.not_moved.push({ booking_id: id, booking_code: codes.get(id) ?? "-", alasan: error.message });
    }
  }
  return result;
}
