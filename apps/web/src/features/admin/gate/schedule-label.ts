import { DEFAULT_ZONE, formatTime } from "../../../lib/format";
import type { Boarding } from "./api";

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

export const controlClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";
