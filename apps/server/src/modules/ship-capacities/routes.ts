import { databaseId } from "@ferry/shared/ids";
import { shipCapacityEntrySchema, shipCapacityGridSchema } from "@ferry/shared/ship-capacities";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { resourceRoutes } from "../../lib/resource-routes";
import { actorOf, requirePermission } from "../../plugins/access";
import { shipCapacityResource } from "./resource";
import { capacityOfShip, saveCapacityGrid } from "./service";

const shipParams = z.object({ shipId: databaseId() });
const tags = ["ship_capacity"];
const grid = { 200: envelopeOf(z.array(shipCapacityEntrySchema)) };

/** The capacity grid of one ship: read it, and save it whole in one call. */
export const shipCapacityGridRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ship-capacities/ship/:shipId",
    {
      config: requirePermission("view kapasitas kapal"),
      schema: { tags, params: shipParams, response: grid },
    },
    async (request) => ok(await capacityOfShip(app.database.db, request.params.shipId)),
  );
  app.put(
    "/ship-capacities/ship/:shipId",
    {
      config: requirePermission("edit kapasitas kapal"),
      schema: { tags, params: shipParams, body: shipCapacityGridSchema, response: grid },
    },
    async (request) => {
      const saved = await saveCapacityGrid(
        app.database.db,
        actorOf(request),
        request.params.shipId,
        request.body.entries,
      );
      return ok(saved, { message: "Kapasitas kapal berhasil disimpan" });
    },
  );
};

export const shipCapacityRoutes = resourceRoutes(shipCapacityResource);
