import {
  COMPANY_INFO_CATEGORIES,
  type CompanyInfoCategory,
  companyInfoCategoryOptionSchema,
  companyInfoInputSchema,
  companyInfoListQuery,
  companyInformationSchema,
} from "@ferry/shared/company";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyInformations } from "../../db/schema/company";
import { envelopeOf, ok } from "../../lib/envelope";
import { resourceRoutes } from "../../lib/resource-routes";
import { defineResource, keepInput, keepRows } from "../../lib/resource-service";
import { staffAccess } from "../../plugins/access";

export const companyInfoResource = defineResource({
  path: "/company/informations",
  module: "informasi utama",
  subject: "company_information",
  label: "Informasi perusahaan",
  table: companyInformations,
  inputSchema: companyInfoInputSchema,
  listQuery: companyInfoListQuery,
  searchColumns: [companyInformations.title, companyInformations.content],
  sortColumns: {
    urutan: companyInformations.urutan,
    title: companyInformations.title,
    category: companyInformations.category,
  },
  filterColumns: { category: companyInformations.category },
  defaultSort: companyInformations.urutan,
  rowSchema: companyInformationSchema,
  optionExtraSchema: { status: z.null() },
  optionLabel: (row) => row.title,
  prepare: keepInput,
  present: keepRows,
});

export const companyInfoRoutes = resourceRoutes(companyInfoResource);

/** GET /api/company/informations/categories: the categories and their page titles. */
export const companyInfoCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/company/informations/categories",
    {
      config: staffAccess,
      schema: {
        tags: ["company_information"],
        response: { 200: envelopeOf(z.array(companyInfoCategoryOptionSchema)) },
      },
    },
    async () =>
      ok(
        Object.entries(COMPANY_INFO_CATEGORIES).map(([value, label]) => ({
          value: value as CompanyInfoCategory,
          label,
        })),
      ),
  );
};
