import { salesSettingsSchema } from "@ferry/shared/sales-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { salesSettings, saveSalesSettings } from "./service";

const tags = ["settings"];

/**
 * System settings (`/management`). The sales rules are readable by any staff member (the sales form shows
 * the insurance levy and the payment timeout) and changed with 'edit pengaturan'.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get("/settings/sales", { config: staffAccess, schema: { tags } }, async () =>
    ok(await salesSettings(db())),
  );

  app.put(
    "/settings/sales",
    { config: requirePermission("edit pengaturan"), schema: { tags, body: salesSettingsSchema } },
    async (request) => {
      const saved = await saveSalesSettings(db(), actorOf(request), request.body);
      return ok(saved, { message: "Pengaturan penjualan berhasil disimpan" });
    },
  );
};
