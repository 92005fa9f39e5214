import { permissionForPath } from "@ferry/shared/staff-menu";
import type { ComponentType } from "react";

export type AdminRoute = {
  path: string;
  /** The module name shown by 'Failed to load {module}'. */
  module: string;
  /** The permission of the page; by default the one of its menu entry (none: any staff). */
  permission?: string;
  load: () => Promise<{ default: ComponentType }>;
};

const placeholder = () => import("../features/admin/placeholder-page");

/** A page not built yet: the development page, guarded like its menu entry. */
function pending(path: string, module: string, permission?: string): AdminRoute {
  return { path, module, permission: permission ?? permissionForPath(path), load: placeholder };
}

const REPORTS = [
  "summary-manifest",
  "jadwal-pelayaran",
  "manifest-penumpang",
  "manifest-kendaraan",
  "rekap-manifest-bulanan",
  "rekap-refund-bulanan",
];

/**
 * Every back-office route of the staff specification (plus the sidebar's /agen-laporan, /history-plafon,
 * /tambah-saldo and /activity-logs). A later issue replaces `load` of its pages with the real page.
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  { path: "/dashboard", module: "Dashboard", load: () => import("../features/dashboard/dashboard-page") },
  {
    path: "/pengguna",
    module: "Pengguna",
    permission: permissionForPath("/pengguna"),
    load: () => import("../features/admin/users/users-page"),
  },
  pending("/management", "Management", "view users"),
  {
    path: "/permission",
    module: "Hak Akses",
    permission: permissionForPath("/permission"),
    load: () => import("../features/admin/users/roles-page"),
  },
  {
    path: "/log-pengguna",
    module: "Log Pengguna",
    permission: permissionForPath("/log-pengguna"),
    load: () => import("../features/admin/users/activity-log-page"),
  },
  pending("/activity-logs", "Pesan"),
  {
    path: "/data-informasi",
    module: "Data Informasi",
    permission: "view informasi",
    load: () => import("../features/admin/news/news-admin-pages"),
  },
  {
    path: "/kategori-informasi",
    module: "Kategori Informasi",
    permission: permissionForPath("/kategori-informasi"),
    load: () => import("../features/admin/news/news-categories-page"),
  },
  {
    path: "/konten",
    module: "Konten Perusahaan",
    permission: permissionForPath("/konten"),
    load: () => import("../features/admin/company/company-info-admin-page"),
  },
  {
    path: "/jadwal",
    module: "Jadwal",
    permission: permissionForPath("/jadwal"),
    load: () => import("../features/admin/voyage/schedules-page"),
  },
  {
    path: "/rute",
    module: "Rute",
    permission: permissionForPath("/rute"),
    load: () => import("../features/admin/voyage/sea-routes-page"),
  },
  {
    path: "/pelabuhan",
    module: "Pelabuhan",
    permission: permissionForPath("/pelabuhan"),
    load: () => import("../features/admin/voyage/ports-page"),
  },
  {
    path: "/harga-muatan",
    module: "Harga Tiket",
    permission: permissionForPath("/harga-muatan"),
    load: () => import("../features/admin/voyage/ticket-prices-page"),
  },
  {
    path: "/kapasitas",
    module: "Kapasitas Kapal",
    permission: permissionForPath("/kapasitas"),
    load: () => import("../features/admin/voyage/capacities-page"),
  },
  pending("/integrasi-seapass", "Integrasi SeaPass"),
  {
    path: "/kapal",
    module: "Kapal",
    permission: permissionForPath("/kapal"),
    load: () => import("../features/admin/voyage/ships-page"),
  },
  {
    path: "/muatan",
    module: "Muatan",
    permission: permissionForPath("/muatan"),
    load: () => import("../features/admin/voyage/cargo-types-page"),
  },
  {
    path: "/abk",
    module: "ABK",
    permission: permissionForPath("/abk"),
    load: () => import("../features/admin/voyage/crew-page"),
  },
  {
    path: "/kapal-laporan",
    module: "Laporan Kapal",
    permission: "view kapal",
    load: () => import("../features/admin/voyage/ship-report-page"),
  },
  pending("/embarkasi", "Embarkasi"),
  pending("/scan-tiket", "Scan Tiket"),
  pending("/scan-batal", "Scan Batal"),
  pending("/manifest", "Manifest", "view manifest penumpang"),
  pending("/manifest-penumpang", "Manifest Penumpang"),
  pending("/manifest-kendaraan", "Manifest Kendaraan"),
  pending("/manifest/:scheduleId/passengers", "Manifest Penumpang", "view manifest penumpang"),
  pending("/manifest/:scheduleId/vehicles", "Manifest Kendaraan", "view manifest kendaraan"),
  pending("/pelayaran-laporan", "Laporan Pelayaran"),
  ...REPORTS.map((report) =>
    pending(`/pelayaran-laporan/${report}`, "Laporan Pelayaran", "view laporan pelayaran"),
  ),
  pending("/potongan-penumpang", "Potongan Penumpang"),
  pending("/potongan-kendaraan", "Potongan Kendaraan"),
  pending("/potongan-kendaraan/:scheduleId", "Potongan Kendaraan", "view potongan kendaraan"),
  pending("/refund-penumpang", "Refund Penumpang"),
  pending("/refund-kendaraan", "Refund Kendaraan"),
  pending("/refund-kendaraan/:scheduleId", "Refund Kendaraan", "view refund kendaraan"),
  pending("/booking/create", "Penjualan Umum"),
  pending("/booking/ekspedisicreate", "Penjualan Ekspedisi"),
  pending("/booking", "ACC Pembayaran"),
  pending("/booking-ekspedisi", "ACC Space"),
  pending("/IIbooking", "Pembayaran"),
  pending("/IIbooking-ekspedisi", "Ekspedisi"),
  pending("/cetak-tiket", "Cetak Tiket"),
  pending("/agen-booking", "Tiket Agen"),
  pending("/agen-booking/create", "Tiket Agen", "create booking agen"),
  pending("/agen-laporan", "Laporan Agen", "view menu agen"),
  pending("/history-plafon", "History Plafon", "view menu agen"),
  pending("/tambah-saldo", "Tambah Saldo", "view menu agen"),
  pending("/limit-jual", "Limit Jual"),
  pending("/plafon-ekspedisi", "Plafon Ekspedisi"),
  pending("/plafon-agen", "Plafon Agen"),
  pending("/plafon-admin", "Plafon Admin"),
  {
    path: "/perusahaan",
    module: "Perusahaan",
    permission: permissionForPath("/perusahaan"),
    load: () => import("../features/admin/company/company-settings-page"),
  },
  {
    path: "/terms-condition",
    module: "Syarat & Ketentuan Tiket",
    permission: permissionForPath("/terms-condition"),
    load: () => import("../features/admin/company/ticket-terms-page"),
  },
];
