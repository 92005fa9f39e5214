import { idParams } from "@ferry/shared/ids";
import { userCreateSchema, userListQuery, userStatusSchema, userUpdateSchema } from "@ferry/shared/users";
import { and, count, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userRoles, users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { type ListQuery, listOrder, pageMeta } from "../../lib/list-sql";
import { actorOf, requirePermission } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { hashPassword } from "../auth/password-hash";
import {
  checkUserValues,
  describeUsers,
  guardAdministrators,
  liveSessionsOf,
  setAccess,
  setStatus,
} from "./service";

const tags = ["users"];

/** `/pengguna`: staff and customer accounts, their roles, direct permissions, status and live sessions. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const find = async (id: number, handle = db()) => {
    const [row] = await handle.select().from(users).where(eq(users.id, id));
    if (!row) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
    return row;
  };

  app.get(
    "/users",
    { config: requirePermission("view users"), schema: { tags, querystring: userListQuery } },
    async (request) => {
      const query = request.query as ListQuery & {
        tipe_pengguna?: string;
        status?: string;
        role_id?: number;
        kelompok?: "staf" | "pelanggan";
      };
      const conditions: (SQL | undefined)[] = [
        query.tipe_pengguna ? eq(users.tipe_pengguna, query.tipe_pengguna) : undefined,
        query.status ? eq(users.status, query.status) : undefined,
        query.kelompok === "pelanggan" ? eq(users.tipe_pengguna, "pelanggan") : undefined,
        query.kelompok === "staf" ? ne(users.tipe_pengguna, "pelanggan") : undefined,
        query.role_id
          ? sql`${users.id} in (select user_id from ${userRoles} where role_id = ${query.role_id})`
          : undefined,
      ];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        conditions.push(
          or(ilike(users.username, pattern), ilike(users.nama_lengkap, pattern), ilike(users.email, pattern)),
        );
      }
      const where = and(...conditions);
      const [total] = await db().select({ total: count() }).from(users).where(where);
      const rows = await db()
        .select()
        .from(users)
        .where(where)
        .orderBy(
          listOrder(
            query,
            {
              username: users.username,
              nama_lengkap: users.nama_lengkap,
              created_at: users.created_at,
              last_login_at: users.last_login_at,
            },
            users.username,
          ),
        )
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return ok(await describeUsers(db(), rows), { meta: pageMeta(query, total?.total ?? 0) });
    },
  );

  app.get(
    "/users/:id",
    { config: requirePermission("view users"), schema: { tags, params: idParams } },
    async (request) => {
      const [user] = await describeUsers(db(), [await find(request.params.id)]);
      return ok({ ...user, sessions: await liveSessionsOf(db(), request.params.id) });
    },
  );

  app.post(
    "/users",
    { config: requirePermission("create users"), schema: { tags, body: userCreateSchema } },
    async (request, reply) => {
      const {
        password,
        password_confirmation: _confirmation,
        role_ids,
        permissions,
        ...values
      } = request.body;
      const passwordHash = await hashPassword(password);
      const created = await db().transaction(async (tx) => {
        await checkUserValues(tx, { ...values, role_ids, permissions }, null);
        const [row] = await tx
          .insert(users)
          .values({ ...values, password_hash: passwordHash })
          .returning();
        if (!row) throw new AppError("SERVER_ERROR");
        await setAccess(tx, row.id, role_ids, permissions);
        await logActivity(tx, actorOf(request), {
          action: "user.created",
          description: `Pengguna ${row.username} ditambahkan`,
          subject_type: "user",
          subject_id: row.id,
          properties: { after: { ...values, role_ids, permissions } },
        });
        return row;
      });
      const [answer] = await describeUsers(db(), [created]);
      return reply.code(201).send(ok(answer, { message: "Pengguna berhasil ditambahkan" }));
    },
  );

  app.put(
    "/users/:id",
    { config: requirePermission("edit users"), schema: { tags, params: idParams, body: userUpdateSchema } },
    async (request) => {
      const { role_ids, permissions, ...values } = request.body;
      await db().transaction(async (tx) => {
        const [before] = await describeUsers(tx, [await find(request.params.id, tx)]);
        await checkUserValues(tx, { ...values, role_ids, permissions }, request.params.id);
        await guardAdministrators(tx, request.params.id, request.auth?.user.id ?? null, {
          status: values.status,
          role_ids,
          permissions,
        });
        await tx
          .update(users)
          .set({ ...values, updated_at: new Date() })
          .where(eq(users.id, request.params.id));
        await setAccess(tx, request.params.id, role_ids, permissions);
        const ended =
          values.status === "Aktif" ? 0 : (await setStatus(tx, request.params.id, values.status)).ended;
        await logActivity(tx, actorOf(request), {
          action: "user.updated",
          description: `Pengguna ${values.username} diubah`,
          subject_type: "user",
          subject_id: request.params.id,
          properties: { before, after: { ...values, role_ids, permissions }, sessions_ended: ended },
        });
      });
      const [answer] = await describeUsers(db(), [await find(request.params.id)]);
      return ok(answer, { message: "Pengguna berhasil diperbarui" });
    },
  );

  app.patch(
    "/users/:id/status",
    { config: requirePermission("edit users"), schema: { tags, params: idParams, body: userStatusSchema } },
    async (request) => {
      await db().transaction(async (tx) => {
        const before = await find(request.params.id, tx);
        await guardAdministrators(tx, request.params.id, request.auth?.user.id ?? null, {
          status: request.body.status,
        });
        const { ended } = await setStatus(tx, request.params.id, request.body.status);
        await logActivity(tx, actorOf(request), {
          action: request.body.status === "Aktif" ? "user.activated" : "user.deactivated",
          description: `Pengguna ${before.username} ${request.body.status === "Aktif" ? "diaktifkan" : "dinonaktifkan"}`,
          subject_type: "user",
          subject_id: before.id,
          properties: {
            before: { status: before.status },
            after: { status: request.body.status },
            sessions_ended: ended,
          },
        });
      });
      const [answer] = await describeUsers(db(), [await find(request.params.id)]);
      return ok(answer, {
        message:
          request.body.status === "Aktif"
            ? "Pengguna berhasil diaktifkan"
            : "Pengguna berhasil dinonaktifkan",
      });
    },
  );

  app.get(
    "/users/:id/sessions",
    { config: requirePermission("view users"), schema: { tags, params: idParams } },
    async (request) => {
      await find(request.params.id);
      return ok(await liveSessionsOf(db(), request.params.id));
    },
  );
};
