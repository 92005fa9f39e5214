import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { DEFAULT_ZONE } from "./format";

export type NamedSailing = {
  waktu_berangkat: string;
  route: { nama_rute?: string; port_origin: { zona_waktu: string } } | null;
  ship?: { nama: string } | null;
};

/** `Ketapang - Gilimanuk · 23/11/2026 08.00 WIB · KMP Jatra`: a sailing as staff name it, never `jadwal #7`. */
export function sailingName(sailing: NamedSailing): string {
  const zone = sailing.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  return [sailing.route?.nama_rute, formatZonedDateTime(sailing.waktu_berangkat, zone), sailing.ship?.nama]
    .filter(Boolean)
    .join(" · ");
}
