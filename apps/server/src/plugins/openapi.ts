import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { RouteAccess } from "./access";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, plus each operation's declared access as `x-access` (and the bearer requirement on
 * every non-public one), so the document states who may call what; a test holds it equal to the routes.
 */
function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
  const schema = (output.schema ?? {}) as Record<string, unknown>;
  if (access === undefined || schema.hide) return output;
  const security = access === "public" ? {} : { security: [{ bearer: [] }] };
  return { ...output, schema: { ...schema, "x-access": access, ...security } };
}

/** The OpenAPI document, generated from the route schemas, at `/api/openapi.json`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "API Sistem Tiket Kapal Penyeberangan",
        description: "Situs publik, area pelanggan dan back-office staf.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform,
  });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
