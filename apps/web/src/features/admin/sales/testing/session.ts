import type { StaffUser } from "@ferry/shared/staff-auth";
import { saveSession } from "../../../session/session-storage";

/** Stores a signed-in staff session holding `permissions` (read by `SessionProvider`). */
export function signInWith(permissions: string[], tipe_pengguna = "keuangan") {
  const user: StaffUser = {
    id: 1,
    username: "keuangan",
    nama_lengkap: "Dewi Lestari",
    email: null,
    tipe_pengguna,
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Penjualan", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}
