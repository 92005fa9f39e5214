import { idParams } from "@ferry/shared/ids";
import { optionSchema } from "@ferry/shared/wire";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, requirePermission, staffAccess } from "../plugins/access";
import { envelopeOf, ok } from "./envelope";
import {
  createResource,
  deleteResource,
  getResource,
  listResource,
  type ResourceDefinition,
  type ResourceTable,
  resourceOptions,
  updateResource,
} from "./resource-service";

/** The answers a resource's routes declare, when the resource has its row schema (decision 036). */
function answerSchemas({
  rowSchema,
  optionExtraSchema,
}: Pick<ResourceDefinition<ResourceTable, unknown, unknown>, "rowSchema" | "optionExtraSchema">) {
  if (!rowSchema) return { list: {}, options: {}, row: {}, created: {}, deleted: {} };
  const option = optionSchema.extend(optionExtraSchema ?? {});
  return {
    list: { response: { 200: envelopeOf(z.array(rowSchema)) } },
    options: { response: { 200: envelopeOf(z.array(option)) } },
    row: { response: { 200: envelopeOf(rowSchema) } },
    created: { response: { 201: envelopeOf(rowSchema) } },
    deleted: { response: { 200: envelopeOf(z.null()) } },
  };
}

/**
 * The HTTP side of a resource (see `resource-service.ts`): `GET <path>` (list), `GET <path>/options`
 * (any staff), `GET|PUT|DELETE <path>/:id` and `POST <path>`, guarded by `view|create|edit|delete <module>`.
 */
export function resourceRoutes<T extends ResourceTable, Input, Answer>(
  definition: ResourceDefinition<T, Input, Answer>,
): FastifyPluginAsyncZod {
  const { path, module, subject, label } = definition;
  const tags = [subject];
  const answers = answerSchemas(definition);

  return async (app) => {
    const db = () => app.database.db;
    const context = { timeZone: app.config.timeZone };

    app.get(
      path,
      {
        config: requirePermission(`view ${module}`),
        schema: { tags, querystring: definition.listQuery, ...answers.list },
      },
      async (request) => {
        const { rows, meta } = await listResource(db(), definition, request.query, context);
        return ok(rows, { meta });
      },
    );

    app.get(`${path}/options`, { config: staffAccess, schema: { tags, ...answers.options } }, async () =>
      ok(await resourceOptions(db(), definition)),
    );

    app.get(
      `${path}/:id`,
      { config: requirePermission(`view ${module}`), schema: { tags, params: idParams, ...answers.row } },
      async (request) => ok(await getResource(db(), definition, request.params.id, context)),
    );

    app.post(
      path,
      {
        config: requirePermission(`create ${module}`),
        schema: { tags, body: definition.inputSchema, ...answers.created },
      },
      async (request, reply) => {
        const created = await createResource(db(), definition, request.body, actorOf(request), context);
        return reply.code(201).send(ok(created, { message: `${label} berhasil ditambahkan` }));
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: requirePermission(`edit ${module}`),
        schema: { tags, params: idParams, body: definition.inputSchema, ...answers.row },
      },
      async (request) => {
        const updated = await updateResource(
          db(),
          definition,
          request.params.id,
          request.body,
          actorOf(request),
          context,
        );
        return ok(updated, { message: `${label} berhasil diperbarui` });
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: requirePermission(`delete ${module}`),
        schema: { tags, params: idParams, ...answers.deleted },
      },
      async (request) => {
        await deleteResource(db(), definition, request.params.id, actorOf(request));
        return ok(null, { message: `${label} berhasil dihapus` });
      },
    );
  };
}
