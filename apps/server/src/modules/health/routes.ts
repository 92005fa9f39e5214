import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { publicAccess } from "../../plugins/access";

const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number().int(),
});

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
      });
    },
  );
};
