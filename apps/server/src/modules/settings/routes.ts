import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { forgetCachedSettings } from "./cache";
import { type SettingsSection, settingsSections } from "./sections";
import { salesSettings, saveSettings, settingsOverview } from "./service";

const tags = ["settings"];

/**
 * System settings (`/management`). The overview needs 'view pengaturan'; each section is saved whole at
 * `PUT /settings/<key>` with 'edit pengaturan', validated by its shared schema and logged. The sales rules
 * are also readable by any staff member (the sales form shows the insurance levy and the payment timeout).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const sections = settingsSections(app.config.tokenTtlSeconds);
  app.addHook("onClose", async () => forgetCachedSettings(db()));

  app.get("/settings", { config: requirePermission("view pengaturan"), schema: { tags } }, async () =>
    ok(await settingsOverview(db(), sections)),
  );

  app.get("/settings/sales", { config: staffAccess, schema: { tags } }, async () =>
    ok(await salesSettings(db())),
  );

  const editable: SettingsSection[] = Object.values(sections);
  for (const section of editable) {
    app.put(
      `/settings/${section.key}`,
      { config: requirePermission("edit pengaturan"), schema: { tags, body: section.schema } },
      async (request) => {
        const saved = await saveSettings(db(), actorOf(request), section, request.body);
        return ok(saved, { message: section.savedMessage });
      },
    );
  }
};
