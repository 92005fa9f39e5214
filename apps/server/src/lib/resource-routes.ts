import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, requirePermission, staffAccess } from "../plugins/access";
import { ok } from "./envelope";
import type { ListQuery } from "./list-sql";
import {
  createResource,
  deleteResource,
  getResource,
  listResource,
  type ResourceDefinition,
  resourceOptions,
  updateResource,
} from "./resource-service";

/** Modules that only need the type keep importing it from here. */
export type { ResourceDefinition } from "./resource-service";

/**
 * The HTTP side of a resource (see `resource-service.ts`): `GET <path>` (list), `GET <path>/options`
 * (any staff), `GET|PUT|DELETE <path>/:id` and `POST <path>`, guarded by `view|create|edit|delete <module>`.
 */
export function resourceRoutes(definition: ResourceDefinition): FastifyPluginAsyncZod {
  const { path, module, subject, label } = definition;
  const tags = [subject];

  return async (app) => {
    const db = () => app.database.db;
    const context = { timeZone: app.config.timeZone };

    app.get(
      path,
      { config: requirePermission(`view ${module}`), schema: { tags, querystring: definition.listQuery } },
      async (request) => {
        const { rows, meta } = await listResource(db(), definition, request.query as ListQuery, context);
        return ok(rows, { meta });
      },
    );

    app.get(`${path}/options`, { config: staffAccess, schema: { tags } }, async () =>
      ok(await resourceOptions(db(), definition)),
    );

    app.get(
      `${path}/:id`,
      { config: requirePermission(`view ${module}`), schema: { tags, params: idParams } },
      async (request) => ok(await getResource(db(), definition, request.params.id, context)),
    );

    app.post(
      path,
      { config: requirePermission(`create ${module}`), schema: { tags, body: definition.inputSchema } },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const created = await createResource(db(), definition, body, actorOf(request), context);
        return reply.code(201).send(ok(created, { message: `${label} berhasil ditambahkan` }));
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: requirePermission(`edit ${module}`),
        schema: { tags, params: idParams, body: definition.inputSchema },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const updated = await updateResource(
          db(),
          definition,
          request.params.id,
          body,
          actorOf(request),
          context,
        );
        return ok(updated, { message: `${label} berhasil diperbarui` });
      },
    );

    app.delete(
      `${path}/:id`,
      { config: requirePermission(`delete ${module}`), schema: { tags, params: idParams } },
      async (request) => {
        await deleteResource(db(), definition, request.params.id, actorOf(request));
        return ok(null, { message: `${label} berhasil dihapus` });
      },
    );
  };
}
