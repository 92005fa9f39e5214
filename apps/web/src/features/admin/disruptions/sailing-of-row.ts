import type { Schedule } from "@ferry/shared/schedules";
import type { Row } from "../resource-kit/resource-types";

/** A schedule list row as the delay and ship dialogs need it; null when the row lacks its times. */
export function sailingOfRow(row: Row) {
  if (typeof row.waktu_berangkat !== "string" || typeof row.waktu_tiba !== "string") return null;
  const route = row.route as Schedule["route"] | undefined;
  const zone = route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return {
    id: row.id,
    waktu_berangkat: row.waktu_berangkat,
    waktu_tiba: row.waktu_tiba,
    zone,
    arrivalZone: route?.port_destination.zona_waktu ?? zone,
    ship_id: Number(row.ship_id),
    ship_name: (row.ship as Schedule["ship"] | undefined)?.nama ?? "-",
  };
}
