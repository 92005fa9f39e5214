import { MAX_DELAY_HOURS, SCHEDULE_CHANGE_MESSAGES } from "@ferry/shared/schedule-changes";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schedules } from "../../db/schema/schedules";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { liveBookingsOnSchedule } from "../bookings/index";
import { enqueueScheduleDelayed } from "../notices/index";
import { ticketsFollowDeparture, ticketValidUntil } from "../tickets/index";
import { findOverlaps, loadRoutesAndShips, sailingLabel } from "./plan";
import type { ScheduleRow } from "./present";
import { findSchedule } from "./service";
import { sailingLabelOf } from "./summary";

export type DelayInput = { waktu_berangkat_baru: string; alasan: string };

/** Refuses a change of a sailing that is cancelled or has left. */
export function requireChangeable(schedule: ScheduleRow): void {
  if (schedule.status === "batal") throw new AppError("CONFLICT", SCHEDULE_CHANGE_MESSAGES.cancelled);
  if (schedule.status === "berangkat" || schedule.status === "tiba")
    throw new AppError("CONFLICT", SCHEDULE_CHANGE_MESSAGES.departed);
}

/** Refuses a time or ship that would put the ship on two sailings at once, naming the other sailing. */
export async function refuseShipClash(
  tx: Database,
  slot: ScheduleRow,
  shipName: string,
  field: "waktu_berangkat_baru" | "ship_id",
): Promise<void> {
  const [overlap] = await findOverlaps(tx, [slot], slot.id);
  if (!overlap) return;
  const other = overlap.other.id === null ? "-" : await sailingLabelOf(tx, overlap.other.id);
  const message = SCHEDULE_CHANGE_MESSAGES.shipClash(shipName, other);
  throw new AppError("CONFLICT", message, { errors: { [field]: [message] } });
}

/**
 * Delays a sailing in one transaction: departure and arrival move by the same amount (the ship's other
 * sailings checked), the first published departure and the reason are kept ('Ditunda'), the tickets of
 * its confirmed bookings stay valid for the new time, every buyer is told through the outbox, and the
 * change is logged.
 */
export async function delaySchedule(
  db: Database,
  actor: Actor,
  id: number,
  input: DelayInput,
  now = new Date(),
): Promise<ScheduleRow> {
  return db.transaction(async (tx) => {
    const before = await findSchedule(tx, id, true);
    requireChangeable(before);
    const departure = new Date(input.waktu_berangkat_baru);
    const shift = departure.getTime() - before.waktu_berangkat.getTime();
    if (shift <= 0) throw fieldError("waktu_berangkat_baru", SCHEDULE_CHANGE_MESSAGES.notLater);
    if (shift > MAX_DELAY_HOURS * 3_600_000)
      throw fieldError("waktu_berangkat_baru", SCHEDULE_CHANGE_MESSAGES.tooLate);
    const { routes, ships } = await loadRoutesAndShips(tx, [before], { requireActive: false });
    const route = routes.get(before.route_id);
    const ship = ships.get(before.ship_id);
    const arrival = new Date(before.waktu_tiba.getTime() + shift);
    await refuseShipClash(
      tx,
      { ...before, waktu_berangkat: departure, waktu_tiba: arrival },
      ship?.nama ?? "-",
      "waktu_berangkat_baru",
    );
    const [after] = await tx
      .update(schedules)
      .set({
        waktu_berangkat: departure,
        waktu_tiba: arrival,
        waktu_berangkat_awal: before.waktu_berangkat_awal ?? before.waktu_berangkat,
        alasan_tunda: input.alasan,
        ditunda_at: now,
        ditunda_oleh: actor.id,
      })
      .where(eq(schedules.id, id))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
    const origin = route?.port_origin.zona_waktu ?? "Asia/Jakarta";
    const destination = route?.port_destination.zona_waktu ?? origin;
    const tickets = await ticketsFollowDeparture(tx, id, ticketValidUntil(departure, origin));
    const buyers = await liveBookingsOnSchedule(tx, id);
    const notice = {
      sailing: `${route?.nama_rute ?? "kapal"} (${ship?.nama ?? "-"})`,
      semula: formatZonedDateTime(before.waktu_berangkat, origin),
      berangkat: formatZonedDateTime(departure, origin),
      tiba: formatZonedDateTime(arrival, destination),
      alasan: input.alasan,
    };
    for (const booking of buyers) await enqueueScheduleDelayed(tx, booking, notice);
    await logActivity(tx, actor, {
      action: "schedule.delayed",
      description: `Jadwal ${sailingLabel(route, before.waktu_berangkat)} ditunda ke ${notice.berangkat}: ${input.alasan}`,
      subject_type: "schedule",
      subject_id: id,
      properties: {
        before: { waktu_berangkat: before.waktu_berangkat, waktu_tiba: before.waktu_tiba },
        after: { waktu_berangkat: departure, waktu_tiba: arrival },
        alasan: input.alasan,
        bookings: buyers.length,
        tickets,
      },
    });
    return after;
  });
}
