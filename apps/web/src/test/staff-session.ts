import type { StaffUser } from "@ferry/shared/staff-auth";
import { saveSession } from "../features/session/session-storage";

/** A staff user holding `permissions` (flat and in one group); `user` overrides the rest. */
export function testStaffUser(permissions: string[] = [], user: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 1,
    username: "staf",
    nama_lengkap: "Staf Uji",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Uji", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
    ...user,
  };
}

/** Stores a signed-in staff session holding `permissions`; `user` overrides the rest (id, tipe_pengguna). */
export function signInStaff(permissions: string[], user: Partial<StaffUser> = {}) {
  saveSession({ token: "t", expires_in: 3600, user: testStaffUser(permissions, user) });
}
