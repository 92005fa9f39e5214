/**
 * The staff sidebar (staff specification, section 2). An entry shows only when the user holds its
 * permission; entries without a permission show to every signed-in staff member. A group shows only
 * when the user holds the group's permission. Entries without a path are not built yet and are hidden.
 */
export type MenuEntry = { label: string; path?: string; permission?: string };
export type MenuGroup = { label: string; permission?: string; icon: string; children: MenuEntry[] };
export type MenuItem = MenuEntry & { icon: string; children?: undefined };

export const STAFF_MENU: readonly (MenuItem | MenuGroup)[] = [
  { label: "Dashboard", path: "/dashboard", icon: "layout-dashboard" },
  {
    label: "Manajemen Kapal",
    permission: "view kapal",
    icon: "ship",
    children: [
      { label: "Kapal", path: "/kapal", permission: "view kapal" },
      { label: "ABK", path: "/abk", permission: "view abk" },
      { label: "Muatan", path: "/muatan", permission: "view muatan" },
      // The spec gives this entry no route; ours is /kapal-laporan (docs/decisions/003-voyage-master-data.md).
      { label: "Laporan", path: "/kapal-laporan", permission: "view kapal" },
    ],
  },
  {
    label: "Manajemen Pelayaran",
    permission: "view jadwal",
    icon: "route",
    children: [
      { label: "Pelabuhan", path: "/pelabuhan", permission: "view pelabuhan" },
      { label: "Rute", path: "/rute", permission: "view rute" },
      { label: "Harga Tiket", path: "/harga-muatan", permission: "view harga tiket" },
      { label: "Kapasitas Kapal", path: "/kapasitas", permission: "view kapasitas kapal" },
      { label: "Jadwal", path: "/jadwal", permission: "view jadwal" },
      { label: "Integrasi SeaPass", path: "/integrasi-seapass" },
      { label: "Laporan Pelayaran", path: "/pelayaran-laporan", permission: "view laporan pelayaran" },
      { label: "Laporan Keuangan", path: "/keuangan-laporan", permission: "view pelabuhan" },
      { label: "Setoran Komponen Tarif", path: "/keuangan-setoran-komponen", permission: "view pelabuhan" },
    ],
  },
  {
    label: "Penjualan",
    permission: "manage penjualan",
    icon: "ticket",
    children: [
      { label: "Penjualan Umum", path: "/booking/create", permission: "view penjualan umum" },
      // Cashier shifts (decision 026): the cashier's own, and the supervisor's approvals with the daily recap.
      { label: "Shift Kasir", path: "/shift-kasir", permission: "create shift kasir" },
      { label: "Persetujuan Shift", path: "/shift-kasir/persetujuan", permission: "view shift kasir" },
      {
        label: "Penjualan Ekspedisi",
        path: "/booking/ekspedisicreate",
        permission: "view penjualan ekspedisi",
      },
      { label: "ACC Space / Kuota", path: "/booking-ekspedisi", permission: "view acc space" },
      { label: "ACC Pembayaran", path: "/booking", permission: "view acc pembayaran" },
      { label: "Mulai / Selesai Embarkasi", path: "/embarkasi", permission: "view embarkasi" },
      { label: "Scan Penumpang & Kendaraan", path: "/scan-tiket", permission: "view scan tiket" },
      { label: "Scan Batal", path: "/scan-batal", permission: "view scan batal" },
      { label: "Cetak Tiket", path: "/cetak-tiket", permission: "view cetak tiket" },
      {
        label: "Edit Manifest Penumpang",
        path: "/manifest-penumpang",
        permission: "view manifest penumpang",
      },
      {
        label: "Edit Manifest Kendaraan",
        path: "/manifest-kendaraan",
        permission: "view manifest kendaraan",
      },
    ],
  },
  {
    label: "Agen",
    permission: "view menu agen",
    icon: "briefcase",
    children: [
      { label: "Tiket Penumpang", path: "/agen-booking", permission: "view booking agen" },
      { label: "Laporan Agen", path: "/agen-laporan" },
      { label: "History Plafon", path: "/history-plafon" },
      { label: "Tambah Saldo", path: "/tambah-saldo" },
    ],
  },
  {
    label: "Manajemen Booking",
    permission: "view customers",
    icon: "clipboard-check",
    children: [
      { label: "Pembayaran", path: "/IIbooking", permission: "view acc pembayaran" },
      { label: "Ekspedisi", path: "/IIbooking-ekspedisi", permission: "view acc ekspedisi" },
      // The spec gives 'Limit Jual' no route; ours is /limit-jual
      // (docs/decisions/041-sales-limits-credit-settings.md).
      { label: "Limit Jual", path: "/limit-jual", permission: "view booking" },
      { label: "Potongan Penumpang", path: "/potongan-penumpang", permission: "view potongan penumpang" },
      { label: "Potongan Kendaraan", path: "/potongan-kendaraan", permission: "view potongan kendaraan" },
      { label: "Refund Penumpang", path: "/refund-penumpang", permission: "view refund penumpang" },
      { label: "Refund Kendaraan", path: "/refund-kendaraan", permission: "view refund kendaraan" },
    ],
  },
  {
    label: "Pengguna Sistem",
    permission: "view users",
    icon: "users",
    children: [
      { label: "Pengguna", path: "/pengguna", permission: "view users" },
      { label: "Hak Akses", path: "/permission", permission: "view roles" },
      { label: "Log Pengguna", path: "/log-pengguna", permission: "view activity logs" },
      { label: "Pesan", path: "/activity-logs" },
      { label: "Notifikasi Keluar", path: "/notifikasi-keluar", permission: "view notifikasi" },
      { label: "Pengaturan Sistem", path: "/management", permission: "view pengaturan" },
    ],
  },
  {
    label: "Manajemen Plafon",
    permission: "view plafon",
    icon: "wallet",
    // The spec gives these entries no routes; ours are below (docs/decisions/039-sales-agents.md and
    // 041-sales-limits-credit-settings.md).
    children: [
      { label: "Plafon Ekspedisi", path: "/plafon-ekspedisi", permission: "view plafon" },
      { label: "Plafon Agen", path: "/plafon-agen", permission: "view plafon" },
      { label: "Plafon Admin", path: "/plafon-admin", permission: "approve plafon" },
      // Finance's way to the agents' top-up requests and ledgers (agents reach them from their own menu).
      { label: "Top-up Agen", path: "/tambah-saldo", permission: "view saldo agen" },
      { label: "History Saldo Agen", path: "/history-plafon", permission: "view saldo agen" },
    ],
  },
  {
    label: "Halaman Utama",
    permission: "view informasi",
    icon: "newspaper",
    children: [
      { label: "Data Informasi", path: "/data-informasi" },
      { label: "Kategori Informasi", path: "/kategori-informasi", permission: "view kategori" },
      { label: "Konten Perusahaan", path: "/konten", permission: "view informasi utama" },
    ],
  },
  {
    label: "Manajemen Perusahaan",
    icon: "building",
    children: [
      { label: "Perusahaan", path: "/perusahaan", permission: "manage perusahaan" },
      { label: "Syarat & Ketentuan Tiket", path: "/terms-condition", permission: "view s&k" },
    ],
  },
];

/** No required permission means allowed; otherwise the name must be held. */
export function allows(held: ReadonlySet<string>, permission: string | undefined): boolean {
  return permission === undefined || held.has(permission);
}

/** The menu a user sees: permitted groups with their permitted, built entries; empty groups dropped. */
export function visibleMenu(held: ReadonlySet<string>): (MenuItem | MenuGroup)[] {
  const visible: (MenuItem | MenuGroup)[] = [];
  for (const item of STAFF_MENU) {
    if (!allows(held, item.permission)) continue;
    if (!item.children) {
      if (item.path) visible.push(item);
      continue;
    }
    const children = item.children.filter((entry) => entry.path && allows(held, entry.permission));
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

/**
 * The entry a path belongs to among `items`: the one whose path is the path or a parent of it, the
 * longest such (so /booking/create is 'Penjualan Umum' only, never also /booking's 'ACC Pembayaran').
 */
export function entryForPath(items: readonly (MenuItem | MenuGroup)[], path: string): MenuEntry | undefined {
  let found: MenuEntry | undefined;
  for (const entry of items.flatMap((item): readonly MenuEntry[] => item.children ?? [item])) {
    const own = entry.path;
    if (!own || (path !== own && !path.startsWith(`${own}/`))) continue;
    if (!found?.path || own.length > found.path.length) found = entry;
  }
  return found;
}

/** The permission that guards a back-office path: the one its menu entry requires (undefined: any staff). */
export function permissionForPath(path: string): string | undefined {
  return entryForPath(STAFF_MENU, path)?.permission;
}
