import { idParams } from "@ferry/shared/ids";
import { PERMISSION_GROUPS } from "@ferry/shared/permissions";
import { permissionGroupSchema, roleInputSchema, roleSchema } from "@ferry/shared/users";
import { optionSchema } from "@ferry/shared/wire";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { deleteRole } from "./delete-role";
import { describeRoles, roleOptions } from "./describe";
import { createRole, updateRole } from "./save-role";

const tags = ["roles"];
const roleAnswer = envelopeOf(roleSchema);

/** `/permission`: roles and the permission matrix, saved in one call; takes effect at the next request. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/permissions",
    {
      config: requirePermission("view roles"),
      schema: { tags, response: { 200: envelopeOf(z.array(permissionGroupSchema)) } },
    },
    async () => ok(PERMISSION_GROUPS.map((group) => ({ ...group }))),
  );

  app.get(
    "/roles",
    {
      config: requirePermission("view roles"),
      schema: { tags, response: { 200: envelopeOf(z.array(roleSchema)) } },
    },
    async () => ok(await describeRoles(db())),
  );

  app.get(
    "/roles/options",
    { config: staffAccess, schema: { tags, response: { 200: envelopeOf(z.array(optionSchema)) } } },
    async () => ok(await roleOptions(db())),
  );

  app.post(
    "/roles",
    {
      config: requirePermission("create roles"),
      schema: { tags, body: roleInputSchema, response: { 201: roleAnswer } },
    },
    async (request, reply) => {
      const role = await createRole(db(), actorOf(request), request.body);
      return reply.code(201).send(ok(role, { message: "Peran berhasil ditambahkan" }));
    },
  );

  app.put(
    "/roles/:id",
    {
      config: requirePermission("edit roles"),
      schema: { tags, params: idParams, body: roleInputSchema, response: { 200: roleAnswer } },
    },
    async (request) =>
      ok(await updateRole(db(), actorOf(request), request.params.id, request.body), {
        message: "Peran berhasil diperbarui",
      }),
  );

  app.delete(
    "/roles/:id",
    {
      config: requirePermission("delete roles"),
      schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await deleteRole(db(), actorOf(request), request.params.id);
      return ok(null, { message: "Peran berhasil dihapus" });
    },
  );
};
