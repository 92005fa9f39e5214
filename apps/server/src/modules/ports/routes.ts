import { portInputSchema, portListQuery } from "@ferry/shared/ports";
import { ports } from "../../db/schema/voyage";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { routesUsingPort } from "../sea-routes/service";

export const portResource: ResourceDefinition = {
  path: "/ports",
  module: "pelabuhan",
  subject: "port",
  label: "Pelabuhan",
  table: ports,
  inputSchema: portInputSchema,
  listQuery: portListQuery,
  searchColumns: [ports.nama, ports.kode, ports.kota],
  sortColumns: { nama: ports.nama, kode: ports.kode, kota: ports.kota, created_at: ports.created_at },
  filterColumns: { status: ports.status },
  defaultSort: ports.nama,
  unique: [{ field: "kode", column: ports.kode, message: "Kode pelabuhan sudah dipakai" }],
  inUse: async (tx, id) => {
    const routes = await routesUsingPort(tx, id);
    return routes > 0 ? `masih dipakai oleh ${routes} rute. Nonaktifkan saja.` : null;
  },
  optionLabel: (row) => `${row.nama} (${row.kode})`,
  optionExtra: (row) => ({ zona_waktu: row.zona_waktu }),
};

export const portRoutes = resourceRoutes(portResource);
