import { DEFAULT_ZONE, formatTime } from "../../../lib/format";
import type { Boarding } from "./api/boardings";

export const zoneOf = (boarding: Boarding | undefined) =>
  boarding?.schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;

/** `08.00 WIB · Merak - Bakauheni · KMP Portlink`. */
export function scheduleLabel(boarding: Boarding): string {
  const { schedule } = boarding;
  return [
    formatTime(schedule.waktu_berangkat, zoneOf(boarding)),
    schedule.route?.nama_rute,
    schedule.ship?.nama,
  ]
    .filter(Boolean)
    .join(" · ");
}
