import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { publicAccess } from "../../plugins/access";
import { sendFailure } from "../../plugins/errors";
import { checkReadiness } from "./readiness";

const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number().int(),
  /** Which process answered (several share a port under `npm run start:cluster`). */
  process_id: z.number().int(),
});

const readySchema = z.object({ status: z.literal("ready") });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: publicAccess,
      schema: {
        tags: ["operations"],
        summary: "Liveness with a database ping; 503 SERVICE_UNAVAILABLE when the database does not answer",
        response: { 200: envelopeOf(healthSchema) },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        throw new AppError("SERVICE_UNAVAILABLE");
      }
      return ok({
        status: "ok" as const,
        database: app.database.kind,
        uptime_seconds: Math.floor(process.uptime()),
        process_id: process.pid,
      });
    },
  );

  app.get(
    "/ready",
    {
      config: publicAccess,
      schema: {
        tags: ["operations"],
        summary:
          "Readiness for a load balancer: database answers, every migration applied, not shutting down; else 503 naming the failed check",
        response: { 200: envelopeOf(readySchema) },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app);
      if (readiness.ok) return ok({ status: "ready" as const });
      const failure = new AppError("SERVICE_UNAVAILABLE", undefined, {
        reason: readiness.check,
        errors: { [readiness.check]: [readiness.detail] },
      });
      return sendFailure(reply, failure);
    },
  );
};
