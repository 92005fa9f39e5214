import {
  shipCapacityGridSchema,
  shipCapacityInputSchema,
  shipCapacityListQuery,
} from "@ferry/shared/ship-capacities";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cargoTypes, shipCapacities, ships } from "../../db/schema/voyage";
import { AppError, fieldError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { actorOf, requirePermission } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { capacityOfShip, describeCapacities, saveCapacityGrid } from "./service";

export const shipCapacityResource: ResourceDefinition = {
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
    const [ship] = await tx
      .select({ id: ships.id })
      .from(ships)
      .where(eq(ships.id, Number(values.ship_id)));
    if (!ship) throw fieldError("ship_id", "Kapal tidak ditemukan");
    const [cargo] = await tx
      .select({ id: cargoTypes.id })
      .from(cargoTypes)
      .where(eq(cargoTypes.id, Number(values.cargo_type_id)));
    if (!cargo) throw fieldError("cargo_type_id", "Jenis muatan tidak ditemukan");
    const existing = (await capacityOfShip(tx, Number(values.ship_id))).find(
      (row) => row.cargo_type_id === Number(values.cargo_type_id),
    );
    if (existing && existing.id !== id)
      throw fieldError("cargo_type_id", "Kapasitas untuk jenis muatan ini sudah ada");
  },
  present: describeCapacities,
  optionLabel: (row) => `Kapal ${row.ship_id} · ${row.kuota}`,
};

const shipParams = z.object({ shipId: z.coerce.number().int().positive() });

/** The capacity grid of one ship: read it, and save it whole in one call. */
export const shipCapacityGridRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ship-capacities/ship/:shipId",
    {
      config: requirePermission("view kapasitas kapal"),
      schema: { tags: ["ship_capacity"], params: shipParams },
    },
    async (request) => ok(await capacityOfShip(app.database.db, request.params.shipId)),
  );
  app.put(
    "/ship-capacities/ship/:shipId",
    {
      config: requirePermission("edit kapasitas kapal"),
      schema: { tags: ["ship_capacity"], params: shipParams, body: shipCapacityGridSchema },
    },
    async (request) => {
      const shipId = request.params.shipId;
      const saved = await app.database.db.transaction(async (tx) => {
        const [ship] = await tx.select().from(ships).where(eq(ships.id, shipId));
        if (!ship) throw new AppError("NOT_FOUND", "Kapal tidak ditemukan");
        const result = await saveCapacityGrid(tx, shipId, request.body.entries);
        await logActivity(tx, actorOf(request), {
          action: "ship_capacity.grid_saved",
          description: `Kapasitas kapal ${ship.nama} disimpan`,
          subject_type: "ship",
          subject_id: shipId,
          properties: result,
        });
        return result.after;
      });
      return ok(saved, { message: "Kapasitas kapal berhasil disimpan" });
    },
  );
};

export const shipCapacityRoutes = resourceRoutes(shipCapacityResource);
