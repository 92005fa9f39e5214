import { hashPassword } from "../../modules/auth/index";
import { insertCustomer } from "../../modules/customers/index";
import type { Database } from "../client";
import { DEMO_PASSWORD } from "./staff";

/**
 * The demo customer (README): signs in on /customers/login with the demo password; profile complete; its
 * e-mail counts as verified, so the counter booking sold under it shows on its dashboard.
 */
export const DEMO_CUSTOMER = {
  email: "pelanggan@example.com",
  nama_lengkap: "Budi Hartono",
  nomor_telepon: "081234567890",
} as const;

export async function seedCustomers(db: Database): Promise<void> {
  await insertCustomer(db, {
    email: DEMO_CUSTOMER.email,
    nama_lengkap: DEMO_CUSTOMER.nama_lengkap,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    email_verified_at: new Date(),
    profile: {
      nomor_telepon: DEMO_CUSTOMER.nomor_telepon,
      alamat: "Jl. Pelabuhan Merak No. 12, Cilegon, Banten",
      tanggal_lahir: "1985-03-14",
      jenis_kelamin: "L",
      nomor_identitas: "3604011403850001",
      jenis_identitas: "KTP",
    },
  });
}
