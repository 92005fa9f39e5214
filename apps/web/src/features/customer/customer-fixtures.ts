import type { CustomerAuthResponse, CustomerProfile, CustomerUser } from "@ferry/shared/customer-auth";
import { saveCustomerSession } from "./session/customer-storage";

/** Test data: a customer and the answers the API gives for it. */
export const CUSTOMER_USER: CustomerUser = {
  id: 7,
  username: "sari",
  email: "sari@contoh.id",
  nama_lengkap: "Sari Wulandari",
  tipe_pengguna: "pelanggan",
  status: "Aktif",
  google_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
};

export const CUSTOMER_PROFILE: CustomerProfile = {
  nama_lengkap: "Sari Wulandari",
  email: "sari@contoh.id",
  nomor_telepon: "081234567890",
  alamat: "Jl. Pelabuhan 1, Banyuwangi",
  tanggal_lahir: "1990-05-17",
  jenis_kelamin: "P",
  nomor_identitas: "3510000000000001",
  jenis_identitas: "KTP",
};

export function authAnswer(overrides: Partial<CustomerAuthResponse> = {}): CustomerAuthResponse {
  return {
    success: true,
    message: "Login berhasil",
    token: "customer-token",
    user: CUSTOMER_USER,
    pelanggan: CUSTOMER_PROFILE,
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    expires_in: 3600,
    ...overrides,
  };
}

export const profileAnswer = (customer: CustomerProfile = CUSTOMER_PROFILE, user = CUSTOMER_USER) => ({
  success: true,
  data: { ...user, pelanggan: customer },
});

export const DASHBOARD_ANSWER = {
  success: true,
  data: {
    email_terverifikasi: true,
    total_pemesanan: 3,
    pemesanan_aktif: 1,
    selesai: 2,
    total_pengeluaran: 450000,
    aktivitas: [
      {
        jenis: "akun_dibuat",
        judul: "Akun dibuat",
        keterangan: "Selamat bergabung",
        waktu: "2026-01-01T00:00:00.000Z",
        booking_code: null,
        status: null,
      },
    ],
  },
};

/** Stores a signed-in customer session (token `customer-token`, `expiresInMs` from now). */
export function signInCustomer(expiresInMs = 3600_000, customer = CUSTOMER_PROFILE) {
  saveCustomerSession(
    authAnswer({ pelanggan: customer, expires_at: new Date(Date.now() + expiresInMs).toISOString() }),
  );
}
