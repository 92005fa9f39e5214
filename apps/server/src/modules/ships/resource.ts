import { SHIP_STATUSES, shipInputSchema, shipListQuery, shipSchema } from "@ferry/shared/ships";
import { z } from "zod";
import { ships } from "../../db/schema/voyage";
import { defineResource, keepInput, keepRows } from "../../lib/resource-service";
import { crewOfShip } from "../crew/index";
import { countSchedulesOf } from "../schedules/index";
import { capacityOfShip } from "../ship-capacities/index";

/** Ships: `kode_kapal` unique; a ship with schedules, crew or capacity cannot be deleted. */
export const shipResource = defineResource({
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
    gt: ships.gt,
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
    if (crew > 0) return `masih memiliki ${crew} ABK. Pindahkan atau hapus ABK-nya dulu.`;
    const capacity = await capacityOfShip(tx, id);
    return capacity.length > 0 ? `masih memiliki ${capacity.length} kapasitas muatan. Kosongkan dulu.` : null;
  },
  rowSchema: shipSchema,
  optionExtraSchema: { kode_kapal: z.string(), status_operasional: z.enum(SHIP_STATUSES) },
  optionLabel: (row) => `${row.nama} (${row.kode_kapal})`,
  optionExtra: (row) => ({ kode_kapal: row.kode_kapal, status_operasional: row.status_operasional }),
  prepare: keepInput,
  present: keepRows,
});
