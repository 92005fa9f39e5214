import {
  COUNTER_MESSAGES,
  counterDefaultsSchema,
  knownPersonQuerySchema,
  knownVehicleQuerySchema,
} from "@ferry/shared/counter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission } from "../../plugins/access";
import { readCounterDefaults, saveCounterDefaults } from "./defaults";
import { knownPerson, knownVehicle } from "./known";

const tags = ["counter"];
/** As for the counter sale itself. */
const SELLER = requirePermission("create penjualan umum");

/**
 * The counter's speed aids (issue 22, decision 030): the caller's counter defaults (port, ticket template)
 * and the repeat-customer look-ups by identity number and by plate.
 */
export const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/counter/defaults",
    { config: SELLER, schema: { tags, summary: "The caller's counter defaults" } },
    async (request) => ok(await readCounterDefaults(db(), authOf(request).user.id)),
  );

  app.put(
    "/counter/defaults",
    {
      config: SELLER,
      schema: { tags, summary: "Save the caller's counter defaults", body: counterDefaultsSchema },
    },
    async (request) => {
      const actor = { ...actorOf(request), id: authOf(request).user.id };
      return ok(await saveCounterDefaults(db(), actor, request.body), { message: COUNTER_MESSAGES.saved });
    },
  );

  app.get(
    "/counter/known-person",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "The person last sold with an identity number",
        querystring: knownPersonQuerySchema,
      },
    },
    async (request) => ok(await knownPerson(db(), request.query.nomor_identitas)),
  );

  app.get(
    "/counter/known-vehicle",
    {
      config: SELLER,
      schema: { tags, summary: "The vehicle last sold with a plate", querystring: knownVehicleQuerySchema },
    },
    async (request) => ok(await knownVehicle(db(), request.query.nomor_kendaraan)),
  );
};
