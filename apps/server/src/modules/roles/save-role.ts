import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { roleInputSchema } from "@ferry/shared/users";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { permissions, rolePermissions, roles } from "../../db/schema/users";
import { AppError, fieldError } from "../../lib/app-error";
import { SUPER_ADMIN_ROLE } from "../access/index";
import { type Actor, logActivity } from "../activity-log/index";
import { type RoleView, requireRole } from "./describe";
import { grantPermissions } from "./role-writes";

type RoleInput = z.output<typeof roleInputSchema>;

async function setRolePermissions(tx: Database, roleId: number, names: string[]) {
  const unknown = names.filter((name) => !ALL_PERMISSIONS.includes(name));
  if (unknown.length) throw fieldError("permissions", `Hak akses tidak dikenal: ${unknown.join(", ")}`);
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (!names.length) return;
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  await grantPermissions(
    tx,
    roleId,
    rows.map((row) => row.id),
  );
}

async function checkName(tx: Database, name: string, id: number | null) {
  const [clash] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (clash && clash.id !== id) throw fieldError("name", "Nama peran sudah dipakai");
}

/** Adds a role with its permissions, logged; answers it as read in the same transaction. */
export function createRole(db: Database, actor: Actor, input: RoleInput): Promise<RoleView> {
  return db.transaction(async (tx) => {
    await checkName(tx, input.name, null);
    const [row] = await tx
      .insert(roles)
      .values({ name: input.name, description: input.description })
      .returning({ id: roles.id, name: roles.name });
    if (!row) throw new AppError("SERVER_ERROR");
    await setRolePermissions(tx, row.id, input.permissions);
    await logActivity(tx, actor, {
      action: "role.created",
      description: `Peran ${row.name} ditambahkan`,
      subject_type: "role",
      subject_id: row.id,
      properties: { after: input },
    });
    return requireRole(tx, row.id);
  });
}

/**
 * Renames a role and replaces its permissions, logged. The Super Admin role keeps its name and always
 * holds every permission, whatever the matrix sent.
 */
export function updateRole(db: Database, actor: Actor, id: number, input: RoleInput): Promise<RoleView> {
  return db.transaction(async (tx) => {
    const before = await requireRole(tx, id);
    const superAdmin = before.name === SUPER_ADMIN_ROLE;
    if (superAdmin && input.name !== SUPER_ADMIN_ROLE) {
      throw new AppError(
        "CONFLICT",
        "Peran Super Admin tidak dapat diganti namanya; ia selalu memegang semua hak akses.",
      );
    }
    await checkName(tx, input.name, before.id);
    await tx
      .update(roles)
      .set({ name: input.name, description: input.description })
      .where(eq(roles.id, before.id));
    await setRolePermissions(tx, before.id, superAdmin ? [...ALL_PERMISSIONS] : input.permissions);
    await logActivity(tx, actor, {
      action: "role.updated",
      description: `Peran ${input.name} diubah`,
      subject_type: "role",
      subject_id: before.id,
      properties: { before, after: input },
    });
    return requireRole(tx, before.id);
  });
}
