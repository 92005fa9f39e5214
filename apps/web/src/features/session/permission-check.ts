import type { StaffUser } from "@ferry/shared/staff-auth";
import { allows } from "@ferry/shared/staff-menu";

/** The flat permission list of the user data: an array, or the same as a JSON string; unreadable: none. */
export function flatPermissions(user: StaffUser | null): string[] {
  const flat: unknown = user?.permissions;
  if (Array.isArray(flat)) return flat.filter((name): name is string => typeof name === "string");
  if (typeof flat !== "string") return [];
  try {
    const parsed: unknown = JSON.parse(flat);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The permission names a user holds (staff specification sections 3 and 5): the grouped list when the
 * user data has one, otherwise the flat list. The page guard and the sidebar both ask this.
 */
export function heldPermissions(user: StaffUser | null): ReadonlySet<string> {
  if (Array.isArray(user?.grouped_permissions)) {
    return new Set(user.grouped_permissions.flatMap((group) => group.permissions.map((item) => item.name)));
  }
  return new Set(flatPermissions(user));
}

/** No required permission means allowed; otherwise the name must be held (grouped list first). */
export function userCan(user: StaffUser | null, permission: string | undefined): boolean {
  return allows(heldPermissions(user), permission);
}
