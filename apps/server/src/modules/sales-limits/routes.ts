import { databaseId } from "@ferry/shared/ids";
import {
  salesLimitsQuery,
  saveSalesLimitsSchema,
  scheduleSalesLimitsSchema,
} from "@ferry/shared/sales-limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { findSchedule } from "../schedules/index";
import { saveScheduleLimits } from "./save-limits";
import { scheduleLimits } from "./service";

const tags = ["sales_limits"];
const scheduleParams = z.object({ scheduleId: databaseId() });
const limitsAnswer = { 200: envelopeOf(scheduleSalesLimitsSchema) };

/** Limit Jual: how many seats of a schedule each channel may sell (`/limit-jual`). */
export const salesLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/sales-limits",
    {
      config: requirePermission("view booking"),
      schema: { tags, querystring: salesLimitsQuery, response: limitsAnswer },
    },
    async (request) => {
      await findSchedule(db(), request.query.schedule_id);
      return ok(await scheduleLimits(db(), request.query.schedule_id));
    },
  );

  app.put(
    "/sales-limits/schedule/:scheduleId",
    {
      config: requirePermission("edit booking"),
      schema: { tags, params: scheduleParams, body: saveSalesLimitsSchema, response: limitsAnswer },
    },
    async (request) => {
      const saved = await saveScheduleLimits(
        db(),
        actorOf(request),
        request.params.scheduleId,
        request.body.limits,
      );
      return ok(saved, { message: "Limit jual berhasil disimpan" });
    },
  );
};
