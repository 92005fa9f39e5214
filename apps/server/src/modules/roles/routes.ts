import { idParams } from "@ferry/shared/ids";
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from "@ferry/shared/permissions";
import { roleInputSchema } from "@ferry/shared/users";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { permissions, rolePermissions, roles, userRoles } from "../../db/schema/users";
import { AppError, fieldError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { SUPER_ADMIN_ROLE } from "../access/catalogue";
import { logActivity } from "../activity-log/service";

const tags = ["roles"];

async function describeRoles(db: Database, ids?: number[]) {
  const rows = await db
    .select()
    .from(roles)
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(asc(roles.name));
  const grants = await db
    .select({ role_id: rolePermissions.role_id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id));
  const holders = await db
    .select({ role_id: userRoles.role_id, total: count() })
    .from(userRoles)
    .groupBy(userRoles.role_id);
  return rows.map((role) => ({
    ...role,
    permissions: ALL_PERMISSIONS.filter((name) =>
      grants.some((grant) => grant.role_id === role.id && grant.name === name),
    ),
    users_count: holders.find((row) => row.role_id === role.id)?.total ?? 0,
  }));
}

async function setRolePermissions(tx: Database, roleId: number, names: string[]) {
  const unknown = names.filter((name) => !ALL_PERMISSIONS.includes(name));
  if (unknown.length) throw fieldError("permissions", `Hak akses tidak dikenal: ${unknown.join(", ")}`);
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (!names.length) return;
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  await tx.insert(rolePermissions).values(rows.map((row) => ({ role_id: roleId, permission_id: row.id })));
}

async function checkName(tx: Database, name: string, id: number | null) {
  const [clash] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (clash && clash.id !== id) throw fieldError("name", "Nama peran sudah dipakai");
}

/** `/permission`: roles and the permission matrix, saved in one call; takes effect at the next request. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get("/permissions", { config: requirePermission("view roles"), schema: { tags } }, async () =>
    ok(PERMISSION_GROUPS),
  );
  app.get("/roles", { config: requirePermission("view roles"), schema: { tags } }, async () =>
    ok(await describeRoles(db())),
  );

  app.get("/roles/options", { config: staffAccess, schema: { tags } }, async () =>
    ok(
      (await db().select({ id: roles.id, label: roles.name }).from(roles).orderBy(asc(roles.name))).map(
        (role) => role,
      ),
    ),
  );

  app.post(
    "/roles",
    { config: requirePermission("create roles"), schema: { tags, body: roleInputSchema } },
    async (request, reply) => {
      const role = await db().transaction(async (tx) => {
        await checkName(tx, request.body.name, null);
        const [row] = await tx
          .insert(roles)
          .values({ name: request.body.name, description: request.body.description })
          .returning();
        if (!row) throw new AppError("SERVER_ERROR");
        await setRolePermissions(tx, row.id, request.body.permissions);
        await logActivity(tx, actorOf(request), {
          action: "role.created",
          description: `Peran ${row.name} ditambahkan`,
          subject_type: "role",
          subject_id: row.id,
          properties: { after: request.body },
        });
        return row;
      });
      return reply
        .code(201)
        .send(ok((await describeRoles(db(), [role.id]))[0], { message: "Peran berhasil ditambahkan" }));
    },
  );

  app.put(
    "/roles/:id",
    { config: requirePermission("edit roles"), schema: { tags, params: idParams, body: roleInputSchema } },
    async (request) => {
      await db().transaction(async (tx) => {
        const [before] = await describeRoles(tx, [request.params.id]);
        if (!before) throw new AppError("NOT_FOUND", "Peran tidak ditemukan");
        if (before.name === SUPER_ADMIN_ROLE && request.body.name !== SUPER_ADMIN_ROLE) {
          throw new AppError(
            "CONFLICT",
            "Peran Super Admin tidak dapat diganti namanya; ia selalu memegang semua hak akses.",
          );
        }
        await checkName(tx, request.body.name, before.id);
        await tx
          .update(roles)
          .set({ name: request.body.name, description: request.body.description })
          .where(eq(roles.id, before.id));
        await setRolePermissions(
          tx,
          before.id,
          before.name === SUPER_ADMIN_ROLE ? [...ALL_PERMISSIONS] : request.body.permissions,
        );
        await logActivity(tx, actorOf(request), {
          action: "role.updated",
          description: `Peran ${request.body.name} diubah`,
          subject_type: "role",
          subject_id: before.id,
          properties: { before, after: request.body },
        });
      });
      return ok((await describeRoles(db(), [request.params.id]))[0], {
        message: "Peran berhasil diperbarui",
      });
    },
  );

  app.delete(
    "/roles/:id",
    { config: requirePermission("delete roles"), schema: { tags, params: idParams } },
    async (request) => {
      await db().transaction(async (tx) => {
        const [before] = await describeRoles(tx, [request.params.id]);
        if (!before) throw new AppError("NOT_FOUND", "Peran tidak ditemukan");
        if (before.name === SUPER_ADMIN_ROLE)
          throw new AppError("CONFLICT", "Peran Super Admin tidak dapat dihapus.");
        if (before.users_count > 0)
          throw new AppError(
            "CONFLICT",
            `Peran tidak dapat dihapus: masih dipegang oleh ${before.users_count} pengguna.`,
          );
        await tx.delete(roles).where(eq(roles.id, before.id));
        await logActivity(tx, actorOf(request), {
          action: "role.deleted",
          description: `Peran ${before.name} dihapus`,
          subject_type: "role",
          subject_id: before.id,
          properties: { before },
        });
      });
      return ok(null, { message: "Peran berhasil dihapus" });
    },
  );
};
