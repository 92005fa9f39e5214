import { shipInputSchema, shipListQuery } from "@ferry/shared/ships";
import { ships } from "../../db/schema/voyage";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { crewOfShip } from "../crew/service";
import { countSchedulesOf } from "../schedules/usage";

export const shipResource: ResourceDefinition = {
  path: "/ships",
  module: "kapal",
  subject: "ship",
  label: "Kapal",
  table: ships,
  inputSchema: shipInputSchema,
  listQuery: shipListQuery,
  searchColumns: [ships.nama, ships.kode_kapal, ships.jenis],
  sortColumns: {
    nama: ships.nama,
    kode_kapal: ships.kode_kapal,
    tahun: ships.tahun,
    created_at: ships.created_at,
  },
  filterColumns: { status_operasional: ships.status_operasional },
  defaultSort: ships.nama,
  unique: [{ field: "kode_kapal", column: ships.kode_kapal, message: "Kode kapal sudah dipakai" }],
  inUse: async (tx, id) => {
    const schedules = await countSchedulesOf(tx, { ship_id: id });
    if (schedules > 0) return `masih dipakai oleh ${schedules} jadwal. Ubah status operasionalnya saja.`;
    const crew = await crewOfShip(tx, id);
    return crew > 0 ? `masih memiliki ${crew} ABK. Pindahkan atau hapus ABK-nya dulu.` : null;
  },
  optionLabel: (row) => `${row.nama} (${row.kode_kapal})`,
};

export const shipRoutes = resourceRoutes(shipResource);
