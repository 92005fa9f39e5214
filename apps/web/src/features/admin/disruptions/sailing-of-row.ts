import type { Schedule } from "@ferry/shared/schedules";

/** A schedule list row as the delay and ship dialogs need it. */
export function sailingOfRow(row: Schedule) {
  const zone = row.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return {
    id: row.id,
    waktu_berangkat: row.waktu_berangkat,
    waktu_tiba: row.waktu_tiba,
    zone,
    arrivalZone: row.route?.port_destination.zona_waktu ?? zone,
    ship_id: row.ship_id,
    ship_name: row.ship?.nama ?? "-",
  };
}
