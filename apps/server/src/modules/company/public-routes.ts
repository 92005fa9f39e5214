import {
  companyInfoCategory,
  companySettingsSchema,
  publicCompanyInformationSchema,
} from "@ferry/shared/company";
import { publicSettingsSchema } from "@ferry/shared/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { publicAccess } from "../../plugins/access";
import { companyInformationsOf, getCompanySettings, getPublicSettings } from "./service";

const tags = ["public"];
const informations = { 200: envelopeOf(z.array(publicCompanyInformationSchema)) };
const present = ({
  created_at: _created,
  urutan: _order,
  ...item
}: Awaited<ReturnType<typeof companyInformationsOf>>[number]) => item;

export const companyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    "/public/settings",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "Company details shown in the footer and on the register page",
        response: { 200: envelopeOf(publicSettingsSchema) },
      },
    },
    async () => ok(await getPublicSettings(db())),
  );

  app.get(
    "/public/company/settings",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(companySettingsSchema) } } },
    async () => ok(await getCompanySettings(db())),
  );

  app.get(
    "/public/company/informations",
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: z.object({ category: companyInfoCategory.optional() }),
        response: informations,
      },
    },
    async (request) => ok((await companyInformationsOf(db(), request.query.category)).map(present)),
  );

  app.get(
    "/public/company/informations/category/:category",
    {
      config: publicAccess,
      schema: { tags, params: z.object({ category: companyInfoCategory }), response: informations },
    },
    async (request) => ok((await companyInformationsOf(db(), request.params.category)).map(present)),
  );
};
