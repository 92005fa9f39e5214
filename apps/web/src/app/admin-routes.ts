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

const REPORTS = [
  "summary-manifest",
  "jadwal-pelayaran",
  "manifest-penumpang",
  "manifest-kendaraan",
  "rekap-manifest-bulanan",
  "rekap-refund-bulanan",
  "reklasifikasi-kendaraan",
];

/**
 * Every back-office route of the staff specification (plus the sidebar's /agen-laporan, /history-plafon,
 * /tambah-saldo and /activity-logs, and the routes given to menu entries the spec leaves without one).
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  { path: "/dashboard", module: "Dashboard", load: () => import("../features/dashboard/dashboard-page") },
  {
    path: "/pengguna",
    module: "Pengguna",
    permission: permissionForPath("/pengguna"),
    load: () => import("../features/admin/users/users-page"),
  },
  {
    path: "/management",
    module: "Pengaturan Sistem",
    permission: "view pengaturan",
    load: () => import("../features/admin/settings/system-settings-page"),
  },
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
  {
    path: "/notifikasi-keluar",
    module: "Notifikasi Keluar",
    permission: permissionForPath("/notifikasi-keluar"),
    load: () => import("../features/admin/notices/notices-page"),
  },
  {
    path: "/activity-logs",
    module: "Pesan",
    load: () => import("../features/admin/notifications/notifications-page"),
  },
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
    path: "/jadwal/:id/terdampak",
    module: "Penumpang terdampak",
    permission: "view booking",
    load: () => import("../features/admin/disruptions/affected-page"),
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
    load: () => import("../features/admin/tariffs/tariffs-page"),
  },
  {
    path: "/kapasitas",
    module: "Kapasitas Kapal",
    permission: permissionForPath("/kapasitas"),
    load: () => import("../features/admin/voyage/capacities-page"),
  },
  {
    path: "/integrasi-seapass",
    module: "Integrasi SeaPass",
    permission: permissionForPath("/integrasi-seapass"),
    load: () => import("../features/admin/manifests/seapass-page"),
  },
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
  {
    path: "/embarkasi",
    module: "Embarkasi",
    permission: permissionForPath("/embarkasi"),
    load: () => import("../features/admin/gate/embarkation-page"),
  },
  {
    path: "/scan-tiket",
    module: "Scan Tiket",
    permission: permissionForPath("/scan-tiket"),
    load: () => import("../features/admin/gate/scan-ticket-page"),
  },
  {
    path: "/scan-batal",
    module: "Scan Batal",
    permission: permissionForPath("/scan-batal"),
    load: () => import("../features/admin/gate/scan-cancelled-page"),
  },
  {
    path: "/manifest",
    module: "Manifest",
    permission: "view manifest penumpang",
    load: () => import("../features/admin/manifests/manifest-page"),
  },
  {
    path: "/manifest-penumpang",
    module: "Manifest Penumpang",
    permission: permissionForPath("/manifest-penumpang"),
    load: () =>
      import("../features/admin/manifests/manifest-edit-page").then((page) => ({
        default: page.PassengerManifestEditPage,
      })),
  },
  {
    path: "/manifest-kendaraan",
    module: "Manifest Kendaraan",
    permission: permissionForPath("/manifest-kendaraan"),
    load: () =>
      import("../features/admin/manifests/manifest-edit-page").then((page) => ({
        default: page.VehicleManifestEditPage,
      })),
  },
  {
    path: "/manifest/:scheduleId/passengers",
    module: "Manifest Penumpang",
    permission: "view manifest penumpang",
    load: () =>
      import("../features/admin/manifests/manifest-view-page").then((page) => ({
        default: page.PassengerManifestPage,
      })),
  },
  {
    path: "/manifest/:scheduleId/vehicles",
    module: "Manifest Kendaraan",
    permission: "view manifest kendaraan",
    load: () =>
      import("../features/admin/manifests/manifest-view-page").then((page) => ({
        default: page.VehicleManifestPage,
      })),
  },
  {
    path: "/pelayaran-laporan",
    module: "Laporan Pelayaran",
    permission: permissionForPath("/pelayaran-laporan"),
    load: () => import("../features/admin/reports/reports-index-page"),
  },
  ...REPORTS.map((report) => ({
    path: `/pelayaran-laporan/${report}`,
    module: "Laporan Pelayaran",
    permission: "view laporan pelayaran",
    load: () => import("../features/admin/reports/voyage-report-page"),
  })),
  {
    path: "/keuangan-laporan",
    module: "Laporan Keuangan",
    permission: "view pelabuhan",
    load: () => import("../features/admin/reports/finance-report-page"),
  },
  {
    path: "/keuangan-setoran-komponen",
    module: "Setoran Komponen Tarif",
    permission: "view pelabuhan",
    load: () => import("../features/admin/reports/fare-remittance-page"),
  },
  {
    path: "/potongan-penumpang",
    module: "Potongan Penumpang",
    permission: permissionForPath("/potongan-penumpang"),
    load: () => import("../features/admin/discounts/passenger-discounts-page"),
  },
  {
    path: "/potongan-kendaraan",
    module: "Potongan Kendaraan",
    permission: permissionForPath("/potongan-kendaraan"),
    load: () => import("../features/admin/discounts/vehicle-discounts-page"),
  },
  {
    path: "/potongan-kendaraan/:scheduleId",
    module: "Potongan Kendaraan",
    permission: "view potongan kendaraan",
    load: () => import("../features/admin/discounts/schedule-discounts-page"),
  },
  {
    path: "/refund-penumpang",
    module: "Refund Penumpang",
    permission: permissionForPath("/refund-penumpang"),
    load: () => import("../features/admin/refunds/refund-penumpang-page"),
  },
  {
    path: "/refund-kendaraan",
    module: "Refund Kendaraan",
    permission: permissionForPath("/refund-kendaraan"),
    load: () => import("../features/admin/refunds/refund-kendaraan-page"),
  },
  {
    path: "/refund-kendaraan/:scheduleId",
    module: "Refund Kendaraan",
    permission: "view refund kendaraan",
    load: () => import("../features/admin/refunds/refund-kendaraan-page"),
  },
  {
    path: "/booking/create",
    module: "Penjualan Umum",
    permission: permissionForPath("/booking/create"),
    load: () => import("../features/admin/sales/counter-sale-page"),
  },
  {
    path: "/shift-kasir",
    module: "Shift Kasir",
    permission: permissionForPath("/shift-kasir"),
    load: () => import("../features/admin/cashier-shifts/shift-page"),
  },
  {
    path: "/shift-kasir/persetujuan",
    module: "Persetujuan Shift",
    permission: permissionForPath("/shift-kasir/persetujuan"),
    load: () => import("../features/admin/cashier-shifts/approvals-page"),
  },
  {
    path: "/booking/ekspedisicreate",
    module: "Penjualan Ekspedisi",
    permission: permissionForPath("/booking/ekspedisicreate"),
    load: () => import("../features/admin/sales/expedition-sale-page"),
  },
  {
    path: "/booking",
    module: "ACC Pembayaran",
    permission: permissionForPath("/booking"),
    load: () => import("../features/admin/sales/acc-payment-page"),
  },
  {
    path: "/booking-ekspedisi",
    module: "ACC Space",
    permission: permissionForPath("/booking-ekspedisi"),
    load: () => import("../features/admin/sales/space-approval-page"),
  },
  {
    path: "/IIbooking",
    module: "Pembayaran",
    permission: permissionForPath("/IIbooking"),
    load: () => import("../features/admin/sales/payments-page"),
  },
  {
    path: "/IIbooking-ekspedisi",
    module: "Ekspedisi",
    permission: permissionForPath("/IIbooking-ekspedisi"),
    load: () => import("../features/admin/sales/expedition-bookings-page"),
  },
  {
    path: "/cetak-tiket",
    module: "Cetak Tiket",
    permission: permissionForPath("/cetak-tiket"),
    load: () => import("../features/admin/print-tickets/print-tickets-page"),
  },
  {
    path: "/agen-booking",
    module: "Tiket Agen",
    permission: permissionForPath("/agen-booking"),
    load: () => import("../features/admin/agent-sales/agent-bookings-page"),
  },
  {
    path: "/agen-booking/create",
    module: "Tiket Agen",
    permission: "create booking agen",
    load: () => import("../features/admin/agent-sales/agent-sale-page"),
  },
  {
    path: "/agen-laporan",
    module: "Laporan Agen",
    permission: "view menu agen",
    load: () => import("../features/admin/agent-sales/agent-report-page"),
  },
  {
    // Agents see their own ledger, finance ('view saldo agen') any agent's: the page decides.
    path: "/history-plafon",
    module: "History Plafon",
    load: () => import("../features/admin/agents/ledger-page"),
  },
  {
    // Agents request top-ups, finance ('view saldo agen') decides them: the page decides who sees what.
    path: "/tambah-saldo",
    module: "Tambah Saldo",
    load: () => import("../features/admin/agents/topup-page"),
  },
  {
    path: "/limit-jual",
    module: "Limit Jual",
    permission: permissionForPath("/limit-jual"),
    load: () => import("../features/admin/sales-limits/sales-limits-page"),
  },
  {
    path: "/plafon-ekspedisi",
    module: "Plafon Ekspedisi",
    permission: permissionForPath("/plafon-ekspedisi"),
    load: () => import("../features/admin/expedition/expedition-companies-page"),
  },
  {
    path: "/plafon-agen",
    module: "Plafon Agen",
    permission: permissionForPath("/plafon-agen"),
    load: () => import("../features/admin/agents/agent-limits-page"),
  },
  {
    path: "/plafon-admin",
    module: "Plafon Admin",
    permission: permissionForPath("/plafon-admin"),
    load: () => import("../features/admin/agents/limit-changes-page"),
  },
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
