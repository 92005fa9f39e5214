import {
  COUNTER_MESSAGES,
  counterDefaultsAnswerSchema,
  counterDefaultsSchema,
  knownPersonQuerySchema,
  knownPersonSchema,
  knownVehicleQuerySchema,
  knownVehicleSchema,
} from "@ferry/shared/counter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission } from "../../plugins/access";
import { readCounterDefaults, saveCounterDefaults } from "./defaults";
import { knownPerson, knownVehicle } from "./known";

const tags = ["counter"];
/** As for the counter sale itself. */
const SELLER = requirePermission("create penjualan umum");
const defaultsAnswer = { 200: envelopeOf(counterDefaultsAnswerSchema) };

/**
 * The counter's speed aids (issue 22, decision 030): the caller's counter defaults (port, ticket template)
 * and the repeat-customer look-ups by identity number and by plate.
 */
export const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/counter/defaults",
    { config: SELLER, schema: { tags, summary: "The caller's counter defaults", response: defaultsAnswer } },
    async (request) => ok(await readCounterDefaults(db(), authOf(request).user.id)),
  );

  app.put(
    "/counter/defaults",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "Save the caller's counter defaults",
        body: counterDefaultsSchema,
        response: defaultsAnswer,
      },
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
        response: { 200: envelopeOf(knownPersonSchema.nullable()) },
      },
    },
    async (request) => ok(await knownPerson(db(), request.query.nomor_identitas)),
  );

  app.get(
    "/counter/known-vehicle",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "The vehicle last sold with a plate",
        querystring: knownVehicleQuerySchema,
        response: { 200: envelopeOf(knownVehicleSchema.nullable()) },
      },
    },
    async (request) => ok(await knownVehicle(db(), request.query.nomor_kendaraan)),
  );
};
