import { createRoleWithPermissions, createStaffAccount, SUPER_ADMIN_ROLE } from "../../modules/access/index";
import type { Database } from "../client";

const crud = (module: string) => ["view", "create", "edit", "delete"].map((action) => `${action} ${module}`);

/** Demo roles: what each kind of staff at a ferry operator needs, nothing more. */
export const DEMO_ROLES: { name: string; description: string; permissions: string[] }[] = [
  {
    name: "Admin Operasional",
    description: "Data kapal, pelayaran, jadwal, embarkasi, manifest dan konten",
    permissions: [
      ...["kapal", "abk", "muatan", "pelabuhan", "rute", "harga tiket", "kapasitas kapal", "jadwal"].flatMap(
        crud,
      ),
      "view laporan pelayaran",
      "manage penjualan",
      ...["embarkasi", "manifest penumpang", "manifest kendaraan", "cetak tiket"].flatMap(crud),
      ...["informasi", "kategori", "s&k"].flatMap(crud),
      "view informasi utama",
      "manage perusahaan",
    ],
  },
  {
    name: "Kasir",
    description: "Penjualan loket penumpang dan ekspedisi, cetak tiket",
    permissions: [
      "manage penjualan",
      ...["penjualan umum", "penjualan ekspedisi", "cetak tiket"].flatMap(crud),
      "view jadwal",
      // The booking lists, to take payment for bookings waiting for it; approving transfers is finance's.
      "view customers",
      "view acc pembayaran",
      "view acc ekspedisi",
      // Their own shift: open with the float, close with the counted money (decision 026).
      "create shift kasir",
    ],
  },
  {
    name: "Petugas Embarkasi",
    description: "Gerbang dan pemberangkatan: scan tiket, embarkasi, manifest",
    permissions: [
      "manage penjualan",
      ...["embarkasi", "scan tiket", "scan batal"].flatMap(crud),
      "view manifest penumpang",
      "view manifest kendaraan",
      "edit manifest penumpang",
      "edit manifest kendaraan",
      // Their own shift at the vehicle gate: the money of 'Ukur Ulang' (decision 033).
      "create shift kasir",
    ],
  },
  {
    name: "Agen",
    description: "Penjualan tiket agen dengan plafon dan saldo",
    permissions: ["view menu agen", ...crud("booking agen")],
  },
  {
    name: "Keuangan",
    description: "Pembayaran, potongan, refund dan laporan",
    permissions: [
      "view customers",
      "view booking",
      // 'Laporan Keuangan' sits in the voyage group (view jadwal) behind `view pelabuhan`, as the spec says.
      "view jadwal",
      "view pelabuhan",
      "edit booking",
      "manage penjualan",
      ...["acc pembayaran", "acc ekspedisi", "acc space"].flatMap(crud),
      ...["potongan penumpang", "potongan kendaraan", "refund penumpang", "refund kendaraan"].flatMap(crud),
      "view laporan pelayaran",
      "view saldo agen",
      "edit saldo agen",
      "view plafon",
      "edit plafon",
      // Every cashier's shifts and their daily report; approving a shift's close (decision 026).
      "view shift kasir",
      "approve shift kasir",
    ],
  },
];

/** One password for every demo account (printed at first start and listed in the README). */
export const DEMO_PASSWORD = "Demo#2026";

export const DEMO_STAFF = [
  {
    username: "superadmin",
    nama_lengkap: "Rina Wulandari",
    tipe_pengguna: "super_admin",
    role: SUPER_ADMIN_ROLE,
  },
  {
    username: "operasional",
    nama_lengkap: "Bambang Sutrisno",
    tipe_pengguna: "admin_operasional",
    role: "Admin Operasional",
  },
  { username: "kasir", nama_lengkap: "Siti Aminah", tipe_pengguna: "kasir", role: "Kasir" },
  {
    username: "embarkasi",
    nama_lengkap: "Agus Salim",
    tipe_pengguna: "petugas_embarkasi",
    role: "Petugas Embarkasi",
  },
  { username: "agen", nama_lengkap: "CV Samudra Travel", tipe_pengguna: "agen", role: "Agen" },
  { username: "keuangan", nama_lengkap: "Dewi Lestari", tipe_pengguna: "keuangan", role: "Keuangan" },
] as const;

export async function seedStaff(db: Database): Promise<void> {
  for (const role of DEMO_ROLES)
    await createRoleWithPermissions(db, role.name, role.description, role.permissions);
  for (const staff of DEMO_STAFF) {
    await createStaffAccount(db, {
      username: staff.username,
      nama_lengkap: staff.nama_lengkap,
      email: `${staff.username}@penyeberangan-nusantara.co.id`,
      tipe_pengguna: staff.tipe_pengguna,
      password: DEMO_PASSWORD,
      roleNames: [staff.role],
    });
  }
}
