import type { BulkScheduleValues } from "@ferry/shared/schedules";
import { addDays, formatZonedDateTime, localToInstant, weekdayOf } from "@ferry/shared/zoned-time";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findOverlaps, insertSchedules, loadRoutesAndShips, type ScheduleValues } from "./plan";
import type { ScheduleRow } from "./present";

export const MAX_BATCH = 1000;

/** The calendar days from `start` to `end` (inclusive) that fall on one of `weekdays` (0 = Minggu). */
export function datesOn(start: string, end: string, weekdays: number[]): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end && dates.length <= MAX_BATCH; date = addDays(date, 1)) {
    if (weekdays.includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

function refuse(field: string, message: string): never {
  throw new AppError("VALIDATION_ERROR", message, { errors: { [field]: [message] } });
}

/**
 * Many schedules in one transaction: every chosen weekday between two dates, at each departure time in
 * the origin port's zone, arriving after the route's duration. Any overlap (within the batch or with a
 * stored schedule of the ship) refuses the whole batch with 409 and `errors.jadwal` listing every one.
 */
export async function createScheduleBatch(
  db: Database,
  actor: Actor,
  input: BulkScheduleValues,
): Promise<ScheduleRow[]> {
  return db.transaction(async (tx) => {
    const { routes } = await loadRoutesAndShips(tx, [input], { requireActive: true });
    const route = routes.get(input.route_id);
    if (!route) throw new AppError("SERVER_ERROR");
    const zone = route.port_origin.zona_waktu;
    const times = [...new Set(input.jam_berangkat)].sort();
    const dates = datesOn(input.tanggal_mulai, input.tanggal_selesai, input.hari);
    if (dates.length === 0) refuse("hari", "Tidak ada tanggal yang cocok dengan hari yang dipilih");
    if (dates.length * times.length > MAX_BATCH)
      refuse("tanggal_selesai", `Maksimal ${MAX_BATCH} jadwal sekali buat`);
    const plan: ScheduleValues[] = dates.flatMap((date) =>
      times.map((time) => {
        const departure = localToInstant(date, time, zone);
        return {
          route_id: input.route_id,
          ship_id: input.ship_id,
          waktu_berangkat: departure,
          waktu_tiba: new Date(departure.getTime() + route.duration_minutes * 60_000),
          keterangan: input.keterangan,
          status: "terjadwal",
        };
      }),
    );
    const overlaps = await findOverlaps(tx, plan);
    if (overlaps.length > 0) {
      const conflicts = overlaps.map(({ slot, other }) =>
        other.id === null
          ? `${formatZonedDateTime(slot.waktu_berangkat, zone)} bertabrakan dengan keberangkatan ${formatZonedDateTime(other.waktu_berangkat, zone)} dalam daftar ini`
          : `${formatZonedDateTime(slot.waktu_berangkat, zone)} bertabrakan dengan jadwal kapal ini yang berangkat ${formatZonedDateTime(other.waktu_berangkat, zone)}`,
      );
      throw new AppError(
        "CONFLICT",
        `${conflicts.length} jadwal bertabrakan; tidak ada jadwal yang dibuat.`,
        {
          errors: { jadwal: conflicts },
        },
      );
    }
    const created = await insertSchedules(tx, plan, routes);
    await logActivity(tx, actor, {
      action: "schedule.bulk_created",
      description: `${created.length} jadwal dibuat sekaligus (${route.kode_rute})`,
      subject_type: "schedule",
      properties: { input, after: { ids: created.map((row) => row.id) } },
    });
    return created;
  });
}
