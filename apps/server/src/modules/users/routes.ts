import { idParams } from "@ferry/shared/ids";
import {
  liveSessionSchema,
  userCreateSchema,
  userDetailSchema,
  userListQuery,
  userSchema,
  userStatusSchema,
  userUpdateSchema,
} from "@ferry/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission } from "../../plugins/access";
import { setUserStatus } from "./deactivate-user";
import { listUsers } from "./list";
import { createUser, updateUser } from "./save-user";
import { findUserRow, liveSessionsOf, requireUser } from "./service";

const tags = ["users"];
const VIEW = requirePermission("view users");
const EDIT = requirePermission("edit users");
const userAnswer = envelopeOf(userSchema);

/** `/pengguna`: staff and customer accounts, their roles, direct permissions, status and live sessions. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/users",
    {
      config: VIEW,
      schema: { tags, querystring: userListQuery, response: { 200: envelopeOf(z.array(userSchema)) } },
    },
    async (request) => {
      const { rows, meta } = await listUsers(db(), request.query);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/users/:id",
    {
      config: VIEW,
      schema: { tags, params: idParams, response: { 200: envelopeOf(userDetailSchema) } },
    },
    async (request) => {
      const user = await requireUser(db(), request.params.id);
      return ok({ ...user, sessions: await liveSessionsOf(db(), request.params.id) });
    },
  );

  app.post(
    "/users",
    {
      config: requirePermission("create users"),
      schema: { tags, body: userCreateSchema, response: { 201: userAnswer } },
    },
    async (request, reply) => {
      const user = await createUser(db(), actorOf(request), request.body);
      return reply.code(201).send(ok(user, { message: "Pengguna berhasil ditambahkan" }));
    },
  );

  app.put(
    "/users/:id",
    {
      config: EDIT,
      schema: { tags, params: idParams, body: userUpdateSchema, response: { 200: userAnswer } },
    },
    async (request) =>
      ok(await updateUser(db(), actorOf(request), request.params.id, request.body), {
        message: "Pengguna berhasil diperbarui",
      }),
  );

  app.patch(
    "/users/:id/status",
    {
      config: EDIT,
      schema: { tags, params: idParams, body: userStatusSchema, response: { 200: userAnswer } },
    },
    async (request) => {
      const { status } = request.body;
      return ok(await setUserStatus(db(), actorOf(request), request.params.id, status), {
        message: status === "Aktif" ? "Pengguna berhasil diaktifkan" : "Pengguna berhasil dinonaktifkan",
      });
    },
  );

  app.get(
    "/users/:id/sessions",
    {
      config: VIEW,
      schema: { tags, params: idParams, response: { 200: envelopeOf(z.array(liveSessionSchema)) } },
    },
    async (request) => {
      await findUserRow(db(), request.params.id);
      return ok(await liveSessionsOf(db(), request.params.id));
    },
  );
};
