import type { ScheduleSummary } from "@ferry/shared/schedules";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";

/** `KTP-GLM 01/12/2026 08.00 WIB · KMP Uji`: a sailing as staff name it. */
export function sailingName(sailing: Pick<ScheduleSummary, "waktu_berangkat" | "route" | "ship">): string {
  const zone = sailing.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const when = formatZonedDateTime(sailing.waktu_berangkat, zone);
  return `${sailing.route?.kode_rute ?? "Jadwal"} ${when}${sailing.ship ? ` · ${sailing.ship.nama}` : ""}`;
}
