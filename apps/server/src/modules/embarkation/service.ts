import { BOARDING_MESSAGES } from "@ferry/shared/gate";
import { formatZonedDateTime, instantToLocal } from "@ferry/shared/zoned-time";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { hasActiveMaster } from "../crew/index";
import { freezeManifest } from "../manifests/index";
import {
  findSchedule,
  type ScheduleSummary,
  sailingLabel,
  sailingLabelOf,
  scheduleSummaries,
  setScheduleStatus,
} from "../schedules/index";
import { boardingOf, saveClosed, saveOpened } from "./boarding-state";

/** The departure day in the origin port's zone: the day the master's certificate must be valid. */
export function sailingDay(summary: ScheduleSummary): string {
  const zone = summary.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return instantToLocal(new Date(summary.waktu_berangkat), zone).date;
}

export async function masterCheck(db: Database, summary: ScheduleSummary) {
  const ok = summary.ship ? await hasActiveMaster(db, summary.ship.id, sailingDay(summary)) : false;
  return {
    ok,
    message: ok
      ? "Nakhoda aktif dengan sertifikat berlaku"
      : BOARDING_MESSAGES.noMaster(summary.ship?.nama ?? "kapal ini"),
  };
}

async function summaryOf(tx: Database, scheduleId: number): Promise<ScheduleSummary> {
  const summary = (await scheduleSummaries(tx, [scheduleId])).get(scheduleId);
  if (!summary) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return summary;
}

/** `3 jam`, `90 menit`: how long before departure boarding may open. */
function windowLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`;
}

/** Refuses to open boarding more than `windowMinutes` before departure (gates would admit far too early). */
function checkWindow(summary: ScheduleSummary, windowMinutes: number, now: Date): void {
  const opensAt = new Date(new Date(summary.waktu_berangkat).getTime() - windowMinutes * 60_000);
  if (now >= opensAt) return;
  const zone = summary.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  throw new AppError(
    "CONFLICT",
    BOARDING_MESSAGES.tooEarly(windowLabel(windowMinutes), formatZonedDateTime(opensAt, zone)),
  );
}

export type OpenBoardingOptions = {
  /** Boarding opens at most this long before departure (`BOARDING_WINDOW_MINUTES`). */
  windowMinutes: number;
  now?: Date;
};

/**
 * Opens boarding of a scheduled sailing within `windowMinutes` before its departure: its ship needs an
 * active master with a certificate valid on the sailing day; the schedule becomes `boarding` (through the
 * schedules service) and the gates admit its tickets. The schedule's row lock makes two officers opening
 * at once open it once.
 */
export async function openBoarding(
  db: Database,
  actor: Actor,
  scheduleId: number,
  { windowMinutes, now = new Date() }: OpenBoardingOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, scheduleId, true);
    const boarding = await boardingOf(tx, scheduleId, "update");
    // `boarding` set by hand on /jadwal without a boarding row is repaired by opening it here.
    const repair = schedule.status === "boarding" && (!boarding || boarding.closed_at !== null);
    if (schedule.status !== "terjadwal" && !repair) {
      throw new AppError("CONFLICT", BOARDING_MESSAGES.notScheduled(schedule.status));
    }
    const summary = await summaryOf(tx, scheduleId);
    checkWindow(summary, windowMinutes, now);
    const master = await masterCheck(tx, summary);
    if (!master.ok) throw new AppError("CONFLICT", master.message);
    if (!repair) await setScheduleStatus(tx, actor, scheduleId, "boarding");
    await saveOpened(tx, scheduleId, actor.id, now);
    await logActivity(tx, actor, {
      action: "embarkation.opened",
      description: `Boarding jadwal ${sailingLabel(summary.route, summary.waktu_berangkat)} (${summary.route?.nama_rute ?? "-"}, ${summary.ship?.nama ?? "-"}) dibuka`,
      subject_type: "schedule",
      subject_id: scheduleId,
    });
  });
}

/**
 * Closes boarding: the schedule becomes `berangkat`. It waits for scans in progress (they hold the
 * boarding row shared), so no ticket is admitted after the close.
 */
export async function closeBoarding(db: Database, actor: Actor, scheduleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, scheduleId, true);
    const boarding = await boardingOf(tx, scheduleId, "update");
    if (schedule.status !== "boarding" || !boarding || boarding.closed_at) {
      throw new AppError("CONFLICT", BOARDING_MESSAGES.notOpen(schedule.status));
    }
    await setScheduleStatus(tx, actor, scheduleId, "berangkat");
    await saveClosed(tx, scheduleId, actor.id, new Date());
    await freezeManifest(tx, scheduleId, actor);
    await logActivity(tx, actor, {
      action: "embarkation.closed",
      description: `Boarding jadwal ${await sailingLabelOf(tx, scheduleId)} ditutup, kapal berangkat`,
      subject_type: "schedule",
      subject_id: scheduleId,
    });
  });
}
