import { publicSettingsSchema } from "@ferry/shared/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { publicAccess } from "../../plugins/access";
import { getPublicSettings } from "./service";

export const companyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/public/settings",
    {
      config: publicAccess,
      schema: {
        tags: ["public"],
        summary: "Company details shown in the footer and on the register page",
        response: { 200: envelopeOf(publicSettingsSchema) },
      },
    },
    async () => ok(await getPublicSettings(app.database.db)),
  );
};
