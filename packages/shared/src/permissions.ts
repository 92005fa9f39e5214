import type { z } from "zod";
import type { permissionGroupSchema } from "./users";

/**
 * The permission catalogue. Every key of the staff menu table, plus create/edit/delete for every
 * back-office module, grouped by module (the groups are what `grouped_permissions` answers).
 */
type ModuleDefinition = { group: string; module: string; extra?: readonly string[] };

const MODULES = [
  { group: "Dashboard", module: "dashboard" },
  { group: "Kapal", module: "kapal" },
  { group: "ABK", module: "abk" },
  { group: "Muatan", module: "muatan" },
  { group: "Pelabuhan", module: "pelabuhan" },
  { group: "Rute", module: "rute" },
  { group: "Harga Tiket", module: "harga tiket" },
  { group: "Kapasitas Kapal", module: "kapasitas kapal" },
  { group: "Jadwal", module: "jadwal" },
  { group: "Laporan Pelayaran", module: "laporan pelayaran" },
  { group: "Penjualan", module: "penjualan", extra: ["manage penjualan"] },
  { group: "Penjualan Umum", module: "penjualan umum" },
  { group: "Penjualan Ekspedisi", module: "penjualan ekspedisi" },
  { group: "Shift Kasir", module: "shift kasir", extra: ["approve shift kasir"] },
  { group: "ACC Space", module: "acc space" },
  { group: "ACC Pembayaran", module: "acc pembayaran" },
  { group: "ACC Ekspedisi", module: "acc ekspedisi" },
  { group: "Embarkasi", module: "embarkasi" },
  { group: "Scan Tiket", module: "scan tiket" },
  { group: "Scan Batal", module: "scan batal" },
  { group: "Cetak Tiket", module: "cetak tiket" },
  { group: "Manifest Penumpang", module: "manifest penumpang" },
  { group: "Manifest Kendaraan", module: "manifest kendaraan" },
  { group: "Agen", module: "booking agen", extra: ["view menu agen"] },
  { group: "Manajemen Booking", module: "booking", extra: ["view customers"] },
  { group: "Potongan Penumpang", module: "potongan penumpang" },
  { group: "Potongan Kendaraan", module: "potongan kendaraan" },
  { group: "Refund Penumpang", module: "refund penumpang" },
  { group: "Refund Kendaraan", module: "refund kendaraan" },
  { group: "Saldo Agen", module: "saldo agen" },
  { group: "Plafon", module: "plafon", extra: ["approve plafon"] },
  { group: "Pengguna", module: "users" },
  { group: "Hak Akses", module: "roles" },
  { group: "Log Aktivitas", module: "activity logs" },
  { group: "Notifikasi Keluar", module: "notifikasi" },
  { group: "Informasi", module: "informasi" },
  { group: "Konten Perusahaan", module: "informasi utama" },
  { group: "Kategori Informasi", module: "kategori" },
  { group: "Perusahaan", module: "perusahaan", extra: ["manage perusahaan"] },
  { group: "Syarat & Ketentuan", module: "s&k" },
  { group: "Pengaturan Sistem", module: "pengaturan" },
] as const satisfies readonly ModuleDefinition[];

export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

export const PERMISSION_GROUPS: readonly PermissionGroup[] = MODULES.map((definition: ModuleDefinition) => ({
  group: definition.group,
  permissions: [
    ...(definition.extra ?? []),
    ...["view", "create", "edit", "delete"].map((action) => `${action} ${definition.module}`),
  ],
}));

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap((group) => group.permissions);

export function isKnownPermission(name: string): boolean {
  return ALL_PERMISSIONS.includes(name);
}

/** Groups the granted names the way the catalogue does; catalogue order, empty groups left out. */
export function groupPermissions(
  granted: Iterable<string>,
): { group: string; permissions: { name: string }[] }[] {
  const held = new Set(granted);
  return PERMISSION_GROUPS.map((group) => ({
    group: group.group,
    permissions: group.permissions.filter((name) => held.has(name)).map((name) => ({ name })),
  })).filter((group) => group.permissions.length > 0);
}
