import type { SaleSchedule } from "../api/booking-types";
import { passengerEntries } from "../sale-form/seat-entries";

/**
 * The sailing the counter opens on: the first (by departure) still ahead of `now` with a passenger seat
 * left, or null.
 */
export function nextDeparture(schedules: SaleSchedule[], now: Date): SaleSchedule | null {
  const ahead = schedules
    .filter((schedule) => new Date(schedule.waktu_berangkat).getTime() > now.getTime())
    .filter((schedule) => passengerEntries(schedule).some((seat) => seat.sisa_kuota > 0))
    .sort((a, b) => a.waktu_berangkat.localeCompare(b.waktu_berangkat));
  return ahead[0] ?? null;
}
