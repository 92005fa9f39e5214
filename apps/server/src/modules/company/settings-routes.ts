import { companySettingsSchema, ticketTermsInputSchema, ticketTermsSchema } from "@ferry/shared/company";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, publicAccess, requirePermission } from "../../plugins/access";
import { storeImage } from "../uploads/index";
import { changeTicketTerms, removeCompanyLogo, saveCompanySettings } from "./save-settings";
import { getCompanySettings, getTicketTerms } from "./service";

const tags = ["company"];
const settingsAnswer = { 200: envelopeOf(companySettingsSchema) };
const termsAnswer = { 200: envelopeOf(ticketTermsSchema) };
const MANAGE = requirePermission("manage perusahaan");

/** The text fields of the settings form (multipart or JSON) and the new logo, stored as it streams in. */
async function settingsForm(request: FastifyRequest, dataDir: string) {
  const fields: Record<string, string> = {};
  let logoUrl: string | undefined;
  if (!request.isMultipart()) {
    for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (value !== null && value !== undefined) fields[key] = String(value);
    }
    return { fields, logoUrl };
  }
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "logo")
        throw new AppError("VALIDATION_ERROR", "Hanya field logo yang boleh berisi berkas", {
          errors: { [part.fieldname]: ["Hanya field logo yang boleh berisi berkas"] },
        });
      logoUrl = (await storeImage(dataDir, part, "logo")).url;
    } else if (typeof part.value === "string" && part.value !== "null" && part.value !== "undefined") {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, logoUrl };
}

/**
 * Company settings (`/perusahaan`, manage perusahaan): a multipart form whose `logo` file replaces the
 * logo; fields left out keep their value. And the ticket terms (`/terms-condition`, view/edit s&k).
 */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get("/company/settings", { config: MANAGE, schema: { tags, response: settingsAnswer } }, async () =>
    ok(await getCompanySettings(db())),
  );

  app.post(
    "/company/settings",
    {
      config: MANAGE,
      schema: { tags, summary: "Multipart: fields and an optional `logo` file", response: settingsAnswer },
    },
    async (request) => {
      const { fields, logoUrl } = await settingsForm(request, app.config.dataDir);
      const settings = await saveCompanySettings(db(), actorOf(request), fields, logoUrl);
      return ok(settings, { message: "Pengaturan perusahaan berhasil disimpan" });
    },
  );

  app.delete(
    "/company/settings/logo",
    { config: MANAGE, schema: { tags, response: settingsAnswer } },
    async (request) =>
      ok(await removeCompanyLogo(db(), actorOf(request)), { message: "Logo berhasil dihapus" }),
  );

  app.get(
    "/ticket-terms",
    { config: requirePermission("view s&k"), schema: { tags, response: termsAnswer } },
    async () => ok({ content: await getTicketTerms(db()) }),
  );

  app.get(
    "/public/ticket-terms",
    { config: publicAccess, schema: { tags: ["public"], response: termsAnswer } },
    async () => ok({ content: await getTicketTerms(db()) }),
  );

  app.put(
    "/ticket-terms",
    {
      config: requirePermission("edit s&k"),
      schema: { tags, body: ticketTermsInputSchema, response: termsAnswer },
    },
    async (request) =>
      ok(await changeTicketTerms(db(), actorOf(request), request.body.content), {
        message: "Syarat & ketentuan tiket berhasil disimpan",
      }),
  );
};
