import {
  shipCapacityInputSchema,
  shipCapacityListQuery,
  shipCapacitySchema,
} from "@ferry/shared/ship-capacities";
import { z } from "zod";
import { shipCapacities } from "../../db/schema/voyage";
import { fieldError } from "../../lib/app-error";
import { defineResource, keepInput } from "../../lib/resource-service";
import { cargoTypesByIds } from "../cargo-types/index";
import { shipsByIds } from "../ships/index";
import { capacityOfShip, describeCapacities } from "./service";

/** One ship's quota of one cargo type (seats, vehicle slots, tons of goods); one row per pair. */
export const shipCapacityResource = defineResource({
  path: "/ship-capacities",
  module: "kapasitas kapal",
  subject: "ship_capacity",
  label: "Kapasitas kapal",
  table: shipCapacities,
  inputSchema: shipCapacityInputSchema,
  listQuery: shipCapacityListQuery,
  searchColumns: [],
  sortColumns: { kuota: shipCapacities.kuota },
  filterColumns: { ship_id: shipCapacities.ship_id, cargo_type_id: shipCapacities.cargo_type_id },
  defaultSort: shipCapacities.id,
  validate: async (tx, values, id) => {
    const { ship_id: shipId, cargo_type_id: cargoTypeId } = values;
    if (!(await shipsByIds(tx, [shipId])).has(shipId)) throw fieldError("ship_id", "Kapal tidak ditemukan");
    if (!(await cargoTypesByIds(tx, [cargoTypeId])).has(cargoTypeId))
      throw fieldError("cargo_type_id", "Jenis muatan tidak ditemukan");
    const existing = (await capacityOfShip(tx, shipId)).find((row) => row.cargo_type_id === cargoTypeId);
    if (existing && existing.id !== id)
      throw fieldError("cargo_type_id", "Kapasitas untuk jenis muatan ini sudah ada");
  },
  present: describeCapacities,
  rowSchema: shipCapacitySchema,
  optionExtraSchema: { status: z.null() },
  optionLabel: (row) => `Kapal ${row.ship_id} · ${row.kuota}`,
  prepare: keepInput,
});
