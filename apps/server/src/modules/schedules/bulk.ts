import type { BulkScheduleValues } from "@ferry/shared/schedules";
import { instantToLocal, localToInstant } from "@ferry/shared/zoned-time";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ScheduleRow } from "./present";
import { checkShipAndRoute, createSchedule, overlapping } from "./service";

const MAX_BATCH = 1000;

function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  const cursor = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (cursor <= last && dates.length <= 400) {
    dates.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return dates;
}

/**
 * Every chosen weekday (0 = Minggu) between two dates, at each departure time in the origin port's zone,
 * arriving after the route's duration. All in one transaction: any overlap (within the batch or with an
 * existing schedule of the ship) refuses the whole batch with the list of conflicts.
 */
export async function createScheduleBatch(tx: Database, input: BulkScheduleValues) {
  const { route } = await checkShipAndRoute(tx, input);
  const zone = route.port_origin.zona_waktu;
  const durationMs = route.duration_minutes * 60_000;
  const wanted = datesBetween(input.tanggal_mulai, input.tanggal_selesai)
    .filter((date) => input.hari.includes(new Date(`${date}T00:00:00Z`).getUTCDay()))
    .flatMap((date) =>
      [...new Set(input.jam_berangkat)].sort().map((time) => localToInstant(date, time, zone)),
    )
    .map((departure) => ({ departure, arrival: new Date(departure.getTime() + durationMs) }))
    .sort((a, b) => a.departure.getTime() - b.departure.getTime());
  if (wanted.length === 0)
    throw new AppError("VALIDATION_ERROR", "Tidak ada tanggal yang cocok dengan hari yang dipilih", {
      errors: { hari: ["Tidak ada tanggal yang cocok dengan hari yang dipilih"] },
    });
  if (wanted.length > MAX_BATCH)
    throw new AppError("VALIDATION_ERROR", `Maksimal ${MAX_BATCH} jadwal sekali buat`, {
      errors: { tanggal_selesai: [`Maksimal ${MAX_BATCH} jadwal sekali buat`] },
    });

  const conflicts: string[] = [];
  const label = (instant: Date) => {
    const local = instantToLocal(instant, zone);
    return `${local.date} ${local.time}`;
  };
  wanted.forEach((slot, index) => {
    const previous = wanted[index - 1];
    if (previous && previous.arrival > slot.departure) {
      conflicts.push(
        `${label(slot.departure)} bertabrakan dengan keberangkatan ${label(previous.departure)} dalam daftar ini`,
      );
    }
  });
  for (const slot of wanted) {
    const clash = await overlapping(tx, input.ship_id, slot.departure, slot.arrival);
    if (clash[0])
      conflicts.push(
        `${label(slot.departure)} bertabrakan dengan jadwal #${clash[0].id} (${label(clash[0].waktu_berangkat)})`,
      );
  }
  if (conflicts.length > 0) {
    throw new AppError("CONFLICT", `${conflicts.length} jadwal bertabrakan; tidak ada jadwal yang dibuat.`, {
      errors: { jadwal: conflicts },
    });
  }
  const created: ScheduleRow[] = [];
  for (const slot of wanted) {
    created.push(
      await createSchedule(tx, {
        route_id: input.route_id,
        ship_id: input.ship_id,
        waktu_berangkat: slot.departure,
        waktu_tiba: slot.arrival,
        keterangan: input.keterangan,
        status: "terjadwal",
      }),
    );
  }
  return created;
}
