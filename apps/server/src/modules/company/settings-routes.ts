import { companySettingsInputSchema, ticketTermsInputSchema } from "@ferry/shared/company";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { actorOf, publicAccess, requirePermission } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { storeImage } from "../uploads/store";
import { getCompanySettings, getTicketTerms, saveTicketTerms, updateCompanySettings } from "./service";

const tags = ["company"];

/**
 * Company settings (`/perusahaan`, manage perusahaan): a multipart form whose `logo` file replaces the
 * logo; fields left out keep their value. And the ticket terms (`/terms-condition`, view/edit s&k).
 */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/company/settings",
    { config: requirePermission("manage perusahaan"), schema: { tags } },
    async () => ok(await getCompanySettings(db())),
  );

  app.post(
    "/company/settings",
    {
      config: requirePermission("manage perusahaan"),
      schema: { tags, summary: "Multipart: fields and an optional `logo` file" },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      let logoUrl: string | undefined;
      if (request.isMultipart()) {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "logo")
              throw new AppError("VALIDATION_ERROR", "Hanya field logo yang boleh berisi berkas", {
                errors: { [part.fieldname]: ["Hanya field logo yang boleh berisi berkas"] },
              });
            logoUrl = (await storeImage(app.config.dataDir, part, "logo")).url;
          } else if (typeof part.value === "string" && part.value !== "null" && part.value !== "undefined") {
            fields[part.fieldname] = part.value;
          }
        }
      } else {
        for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
          if (value !== null && value !== undefined) fields[key] = String(value);
        }
      }
      const parsed = companySettingsInputSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
        throw new AppError("VALIDATION_ERROR", Object.values(errors)[0]?.[0], { errors });
      }
      const values = Object.fromEntries(
        Object.entries(parsed.data).filter(([, value]) => value !== undefined),
      );
      await db().transaction(async (tx) => {
        const change = await updateCompanySettings(tx, {
          ...values,
          ...(logoUrl ? { logo_url: logoUrl } : {}),
        });
        await logActivity(tx, actorOf(request), {
          action: "company.settings_updated",
          description: "Pengaturan perusahaan diubah",
          subject_type: "company_settings",
          properties: change,
        });
      });
      return ok(await getCompanySettings(db()), { message: "Pengaturan perusahaan berhasil disimpan" });
    },
  );

  app.delete(
    "/company/settings/logo",
    { config: requirePermission("manage perusahaan"), schema: { tags } },
    async (request) => {
      await db().transaction(async (tx) => {
        const change = await updateCompanySettings(tx, { logo_url: null });
        await logActivity(tx, actorOf(request), {
          action: "company.logo_removed",
          description: "Logo perusahaan dihapus",
          subject_type: "company_settings",
          properties: { before: change.before?.logo_url ?? null },
        });
      });
      return ok(await getCompanySettings(db()), { message: "Logo berhasil dihapus" });
    },
  );

  app.get("/ticket-terms", { config: requirePermission("view s&k"), schema: { tags } }, async () =>
    ok({ content: await getTicketTerms(db()) }),
  );

  app.get("/public/ticket-terms", { config: publicAccess, schema: { tags: ["public"] } }, async () =>
    ok({ content: await getTicketTerms(db()) }),
  );

  app.put(
    "/ticket-terms",
    { config: requirePermission("edit s&k"), schema: { tags, body: ticketTermsInputSchema } },
    async (request) => {
      await db().transaction(async (tx) => {
        const change = await saveTicketTerms(tx, request.body.content);
        await logActivity(tx, actorOf(request), {
          action: "ticket_terms.updated",
          description: "Syarat & ketentuan tiket diubah",
          subject_type: "ticket_terms",
          properties: change,
        });
      });
      return ok({ content: request.body.content }, { message: "Syarat & ketentuan tiket berhasil disimpan" });
    },
  );
};
