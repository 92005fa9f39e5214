import { seaRouteInputSchema, seaRouteListQuery, seaRouteSchema } from "@ferry/shared/sea-routes";
import { z } from "zod";
import { seaRoutes } from "../../db/schema/voyage";
import { fieldError } from "../../lib/app-error";
import { defineResource, keepInput } from "../../lib/resource-service";
import { portsByIds } from "../ports/index";
import { countSchedulesOf } from "../schedules/index";
import { pricesOfRoute } from "../ticket-prices/index";
import { routesWithPorts } from "./service";

/**
 * Routes (`/api/routes`): `kode_rute` unique, two different existing ports (the schema refuses the same
 * port twice), distance in nautical miles and the crossing's duration, from which bulk schedules arrive.
 */
export const seaRouteResource = defineResource({
  path: "/routes",
  module: "rute",
  subject: "route",
  label: "Rute",
  table: seaRoutes,
  inputSchema: seaRouteInputSchema,
  listQuery: seaRouteListQuery,
  searchColumns: [seaRoutes.kode_rute, seaRoutes.nama_rute],
  sortColumns: {
    kode_rute: seaRoutes.kode_rute,
    nama_rute: seaRoutes.nama_rute,
    jarak: seaRoutes.jarak,
    duration_minutes: seaRoutes.duration_minutes,
  },
  filterColumns: {
    port_origin_id: seaRoutes.port_origin_id,
    port_destination_id: seaRoutes.port_destination_id,
    status: seaRoutes.status,
  },
  defaultSort: seaRoutes.kode_rute,
  unique: [{ field: "kode_rute", column: seaRoutes.kode_rute, message: "Kode rute sudah dipakai" }],
  validate: async (tx, values) => {
    const found = await portsByIds(tx, [values.port_origin_id, values.port_destination_id]);
    for (const field of ["port_origin_id", "port_destination_id"] as const) {
      if (!found.has(values[field])) throw fieldError(field, "Pelabuhan tidak ditemukan");
    }
  },
  inUse: async (tx, id) => {
    const schedules = await countSchedulesOf(tx, { route_id: id });
    if (schedules > 0) return `masih dipakai oleh ${schedules} jadwal. Nonaktifkan saja.`;
    const prices = await pricesOfRoute(tx, id);
    return prices > 0 ? `masih memiliki ${prices} harga tiket.` : null;
  },
  present: async (db, rows) => {
    const described = await routesWithPorts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => described.get(row.id) ?? row);
  },
  rowSchema: seaRouteSchema,
  optionExtraSchema: {
    port_origin_id: z.number().int(),
    port_destination_id: z.number().int(),
    duration_minutes: z.number().int(),
  },
  optionLabel: (row) => `${row.kode_rute} · ${row.nama_rute}`,
  optionExtra: (row) => ({
    port_origin_id: row.port_origin_id,
    port_destination_id: row.port_destination_id,
    duration_minutes: row.duration_minutes,
  }),
  prepare: keepInput,
});
