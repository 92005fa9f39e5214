import type { Database } from "../../db/client";
import type { discounts } from "../../db/schema/sales";
import { cargoTypesByIds } from "../cargo-types/index";
import { schedulesByIds } from "../schedules/index";
import { routesWithPorts } from "../sea-routes/index";

type DiscountRow = typeof discounts.$inferSelect;

const idsOf = (rows: DiscountRow[], key: "schedule_id" | "route_id" | "cargo_type_id") => [
  ...new Set(rows.map((row) => row[key]).filter((id) => id !== null)),
];

/**
 * Adds to discount rows their route `{ id, kode_rute, nama_rute }`, schedule `{ id, waktu_berangkat,
 * zona_waktu }` (the origin port's zone, to show the departure), cargo type `{ id, nama, golongan, kelas }`
 * and `sisa_kuota` (null: unlimited).
 */
export async function presentDiscounts(db: Database, rows: DiscountRow[]) {
  const schedules = await schedulesByIds(db, idsOf(rows, "schedule_id"));
  const routeIds = [
    ...new Set([...idsOf(rows, "route_id"), ...[...schedules.values()].map((s) => s.route_id)]),
  ];
  const routes = await routesWithPorts(db, routeIds);
  const cargo = await cargoTypesByIds(db, idsOf(rows, "cargo_type_id"));
  return rows.map((row) => {
    const route = row.route_id === null ? undefined : routes.get(row.route_id);
    const schedule = row.schedule_id === null ? undefined : schedules.get(row.schedule_id);
    const type = row.cargo_type_id === null ? undefined : cargo.get(row.cargo_type_id);
    const { kuota } = row;
    return {
      ...row,
      route: route ? { id: route.id, kode_rute: route.kode_rute, nama_rute: route.nama_rute } : null,
      schedule: schedule
        ? {
            id: schedule.id,
            waktu_berangkat: schedule.waktu_berangkat,
            zona_waktu: routes.get(schedule.route_id)?.port_origin.zona_waktu ?? "Asia/Jakarta",
          }
        : null,
      cargo_type: type ? { id: type.id, nama: type.nama, golongan: type.golongan, kelas: type.kelas } : null,
      sisa_kuota: kuota === null ? null : Math.max(0, kuota - row.terpakai),
    };
  });
}
