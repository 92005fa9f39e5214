import { salesSettingsSchema } from "@ferry/shared/sales-settings";
import {
  type SettingsKey,
  settingsOverviewSchema,
  settingsValuesSchemas,
} from "@ferry/shared/system-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { forgetCachedSettings } from "./cache";
import { type SettingsSection, settingsSections } from "./sections";
import { salesSettings, saveSettings, settingsOverview } from "./service";

const tags = ["settings"];
type SavedValues = z.output<(typeof settingsValuesSchemas)[SettingsKey]>;

/**
 * System settings (`/management`). The overview needs 'view pengaturan'; each section is saved whole at
 * `PUT /settings/<key>` with 'edit pengaturan', validated by its shared schema and logged. The sales rules
 * are also readable by any staff member (the sales form shows the insurance levy and the payment timeout).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const sections = settingsSections(app.config.tokenTtlSeconds);
  app.addHook("onClose", async () => forgetCachedSettings(db()));

  app.get(
    "/settings",
    {
      config: requirePermission("view pengaturan"),
      schema: { tags, response: { 200: envelopeOf(settingsOverviewSchema) } },
    },
    async () => ok(await settingsOverview(db(), sections)),
  );

  app.get(
    "/settings/sales",
    { config: staffAccess, schema: { tags, response: { 200: envelopeOf(salesSettingsSchema) } } },
    async () => ok(await salesSettings(db())),
  );

  for (const [key, section] of Object.entries(sections) as [SettingsKey, SettingsSection][]) {
    app.put(
      `/settings/${key}`,
      {
        config: requirePermission("edit pengaturan"),
        schema: { tags, body: section.schema, response: { 200: envelopeOf(settingsValuesSchemas[key]) } },
      },
      async (request) => {
        // The section's own schema parsed what is saved; its answer schema has the same keys.
        const saved = (await saveSettings(db(), actorOf(request), section, request.body)) as SavedValues;
        return ok(saved, { message: section.savedMessage });
      },
    );
  }
};
