import { DISRUPTION_MESSAGES } from "@ferry/shared/disruptions";
import { scheduleStatusLabel } from "@ferry/shared/schedules";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schedules } from "../../db/schema/schedules";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { type CancellationOutcome, hasLiveBookings, settleCancelledSailing } from "../bookings/index";
import type { ScheduleRow } from "./present";
import { seatsSold } from "./service";
import { sailingLabelOf } from "./summary";

/** The statuses a sailing may be cancelled from: it has not left yet. */
const CANCELLABLE = ["terjadwal", "boarding"];

/**
 * The guard of a plain status change (PUT or PATCH …/status): `batal` on a sailing with sales is refused
 * in favour of `POST /schedules/{id}/cancel` (409), and a sailing the operator cancelled stays cancelled.
 */
export async function refuseStatusChange(tx: Database, before: ScheduleRow, status: string, sold: number) {
  if (before.dibatalkan_at && status !== "batal")
    throw new AppError("CONFLICT", DISRUPTION_MESSAGES.cancelFinal);
  if (
    status === "batal" &&
    before.status !== "batal" &&
    (sold > 0 || (await hasLiveBookings(tx, before.id)))
  ) {
    throw new AppError("CONFLICT", DISRUPTION_MESSAGES.statusNeedsCancel);
  }
}

/**
 * Cancels a sailing in one transaction (decision on disruptions): the schedule becomes `batal` with the
 * reason, who and when; its live bookings are settled (unpaid ones cancelled and their seats released,
 * confirmed ones marked affected, every buyer told); then its entries are locked, so a sale that took seats
 * meanwhile has committed and is settled too, and any later sale waits and then sees `batal` (holdSeats).
 */
export async function cancelSchedule(
  db: Database,
  actor: Actor,
  id: number,
  alasan: string,
  now = new Date(),
): Promise<CancellationOutcome> {
  return db.transaction(async (tx) => {
    // `no key update`: waits for a delay or an edit of the sailing, not for tickets being issued on it.
    const [before] = await tx.select().from(schedules).where(eq(schedules.id, id)).for("no key update");
    if (!before) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
    if (before.status === "batal") throw new AppError("CONFLICT", DISRUPTION_MESSAGES.alreadyCancelled);
    if (!CANCELLABLE.includes(before.status)) {
      throw new AppError("CONFLICT", DISRUPTION_MESSAGES.notCancellable(scheduleStatusLabel(before.status)));
    }
    await tx
      .update(schedules)
      .set({ status: "batal", alasan_batal: alasan, dibatalkan_at: now, dibatalkan_oleh: actor.id })
      .where(eq(schedules.id, id));
    const sailing = { id, label: await sailingLabelOf(tx, id), alasan };
    const done = new Set<number>();
    const first = await settleCancelledSailing(tx, actor, sailing, done, now);
    await seatsSold(tx, id, true);
    const late = await settleCancelledSailing(tx, actor, sailing, done, now);
    const outcome: CancellationOutcome = {
      dibatalkan: [...first.dibatalkan, ...late.dibatalkan],
      terdampak: [...first.terdampak, ...late.terdampak],
      menunggu_verifikasi: [...first.menunggu_verifikasi, ...late.menunggu_verifikasi],
    };
    await logActivity(tx, actor, {
      action: "schedule.cancelled",
      description: `Jadwal ${sailing.label} dibatalkan: ${alasan} (${outcome.terdampak.length} booking terdampak, ${outcome.dibatalkan.length} booking belum lunas dibatalkan)`,
      subject_type: "schedule",
      subject_id: id,
      properties: { before: { status: before.status }, alasan, ...outcome },
    });
    return outcome;
  });
}
