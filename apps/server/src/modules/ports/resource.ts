import { portInputSchema, portListQuery, portSchema } from "@ferry/shared/ports";
import { PORT_TIME_ZONES } from "@ferry/shared/zoned-time";
import { z } from "zod";
import { ports } from "../../db/schema/voyage";
import { defineResource, keepInput, keepRows } from "../../lib/resource-service";
import { routesUsingPort } from "../sea-routes/index";

/** Ports: `kode` upper case and unique; a port still on a route cannot be deleted (deactivate it instead). */
export const portResource = defineResource({
  path: "/ports",
  module: "pelabuhan",
  subject: "port",
  label: "Pelabuhan",
  table: ports,
  inputSchema: portInputSchema,
  listQuery: portListQuery,
  searchColumns: [ports.nama, ports.kode, ports.kota],
  sortColumns: { nama: ports.nama, kode: ports.kode, kota: ports.kota, created_at: ports.created_at },
  filterColumns: { status: ports.status, zona_waktu: ports.zona_waktu },
  defaultSort: ports.nama,
  unique: [{ field: "kode", column: ports.kode, message: "Kode pelabuhan sudah dipakai" }],
  inUse: async (tx, id) => {
    const routes = await routesUsingPort(tx, id);
    return routes > 0 ? `masih dipakai oleh ${routes} rute. Nonaktifkan saja.` : null;
  },
  rowSchema: portSchema,
  optionExtraSchema: { kode: z.string(), zona_waktu: z.enum(PORT_TIME_ZONES) },
  optionLabel: (row) => `${row.nama} (${row.kode})`,
  optionExtra: (row) => ({ kode: row.kode, zona_waktu: row.zona_waktu }),
  prepare: keepInput,
  present: keepRows,
});
