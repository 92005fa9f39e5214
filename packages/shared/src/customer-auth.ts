import { z } from "zod";
import { isPasswordValid } from "./password-rules";
import { birthDate } from "./text-fields";

/**
 * The customer accounts' contract (public-and-customer specification, sections 3, 5 and 8): registration,
 * customer sign-in, Google, profile and password. The messages are the specification's, word for word.
 */

export const IDENTITY_TYPES = ["KTP", "SIM", "PASSPORT"] as const;
export const GENDERS = ["L", "P"] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { L: "Laki-laki", P: "Perempuan" };

/** Phone: digits, +, -, spaces and parentheses (profile edit rule, also applied at registration). */
export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string, max = 150) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Maksimal ${max} karakter` });

const email = () =>
  required("Email harus diisi", 150)
    .refine((value) => EMAIL_PATTERN.test(value), { error: "Format email tidak valid" })
    .transform((value) => value.toLowerCase());

/** POST /api/register. `tipe_pengguna` is accepted and ignored: the server always makes a pelanggan. */
export const registerSchema = z.object({
  nama_lengkap: required("Nama lengkap harus diisi"),
  email: email(),
  password: z
    .string({ error: "Password harus diisi" })
    .min(1, { error: "Password harus diisi", abort: true })
    .max(200)
    .refine(isPasswordValid, { error: "Password minimal 8 karakter, mengandung huruf kecil dan angka" }),
  nomor_telepon: required("Nomor telepon harus diisi", 30).refine((value) => PHONE_PATTERN.test(value), {
    error: "Format nomor telepon tidak valid",
  }),
  alamat: required("Alamat harus diisi", 500),
  tanggal_lahir: birthDate("Tanggal lahir harus diisi"),
  jenis_kelamin: z.enum(GENDERS, { error: "Jenis kelamin harus dipilih" }),
  nomor_identitas: required("Nomor identitas harus diisi", 50),
  jenis_identitas: z.enum(IDENTITY_TYPES, { error: "Jenis identitas tidak valid" }).default("KTP"),
  tipe_pengguna: z.unknown().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/customer/login. */
export const customerLoginSchema = z.object({
  login_field: required("Email harus diisi", 150),
  password: z.string({ error: "Password harus diisi" }).min(1, { error: "Password harus diisi" }).max(200),
  /** Ends the account's other session ('Keluar dari perangkat lain' after ACCOUNT_IN_USE). */
  force: z.boolean().optional(),
});

/** POST /api/loginGoogle and /api/registerGoogle (and the profile's link call). */
export const googleTokenSchema = z.object({
  google_id_token: z.string().min(1).max(5000).optional(),
  google_access_token: z.string().max(5000).optional(),
});

/** The token of a link sent by e-mail (verification, later password reset). */
export const emailTokenSchema = z.object({
  token: z.string().trim().min(1, "Tautan tidak lengkap").max(200, "Tautan tidak valid"),
});

/** The new password and its confirmation, as the change-password and reset-password forms ask them. */
const newPasswordFields = {
  password: z
    .string({ error: "Password baru harus diisi" })
    .min(1, { error: "Password baru harus diisi", abort: true })
    .max(200)
    .refine(isPasswordValid, {
      error: "Password baru minimal 8 karakter, harus mengandung huruf kecil dan angka",
    }),
  password_confirmation: z
    .string({ error: "Konfirmasi password baru harus diisi" })
    .min(1, { error: "Konfirmasi password baru harus diisi" }),
};
const confirmationMatches: [
  (value: { password: string; password_confirmation: string }) => boolean,
  { error: string; path: string[] },
] = [
  (value) => value.password === value.password_confirmation,
  { error: "Konfirmasi password baru tidak cocok", path: ["password_confirmation"] },
];

/** PUT /api/profile/password with the customer screen's payload names (section 3). */
export const customerChangePasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Password saat ini harus diisi" })
      .min(1, { error: "Password saat ini harus diisi" }),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches)
  .refine((value) => value.password !== value.current_password, {
    error: "Password baru harus berbeda dari password saat ini",
    path: ["password"],
  });

/** POST /api/customers/password/forgot: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({
  email: z.string({ error: "Email harus diisi" }).trim().toLowerCase().min(1, "Email harus diisi").max(254),
});

/** POST /api/customers/password/reset: the link's token and the new password (change-password rules). */
export const passwordResetSchema = emailTokenSchema.extend(newPasswordFields).refine(...confirmationMatches);

/** PUT /api/customer/profile: all eight fields required ('Field {name} harus diisi'). */
const profileField = (name: string, max = 150) => required(`Field ${name} harus diisi`, max);
export const customerProfileUpdateSchema = z.object({
  nama_lengkap: profileField("nama_lengkap"),
  email: profileField("email")
    .refine((value) => EMAIL_PATTERN.test(value), { error: "Format email tidak valid" })
    .transform((value) => value.toLowerCase()),
  nomor_telepon: profileField("nomor_telepon", 30).refine((value) => PHONE_PATTERN.test(value), {
    error: "Format nomor telepon tidak valid",
  }),
  alamat: profileField("alamat", 500),
  tanggal_lahir: birthDate("Field tanggal_lahir harus diisi"),
  jenis_kelamin: z.enum(GENDERS, { error: "Field jenis_kelamin harus diisi" }),
  nomor_identitas: profileField("nomor_identitas", 50),
  jenis_identitas: z.enum(IDENTITY_TYPES, { error: "Field jenis_identitas harus diisi" }),
});
export type CustomerProfileUpdate = z.infer<typeof customerProfileUpdateSchema>;

export const customerProfileSchema = z.object({
  nama_lengkap: z.string().nullable(),
  email: z.string(),
  nomor_telepon: z.string().nullable(),
  alamat: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  jenis_kelamin: z.enum(GENDERS).nullable(),
  nomor_identitas: z.string().nullable(),
  jenis_identitas: z.enum(IDENTITY_TYPES),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** `user` of a customer's auth answer and of GET /api/user/profile. */
export const customerUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  nama_lengkap: z.string(),
  tipe_pengguna: z.literal("pelanggan"),
  status: z.string(),
  google_id: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

/** `data` of GET /api/user/profile for a customer: the customer user with its `pelanggan` record. */
export const customerProfileAnswerSchema = customerUserSchema.extend({ pelanggan: customerProfileSchema });
export type CustomerProfileAnswer = z.infer<typeof customerProfileAnswerSchema>;

/** `data` of GET /api/public/auth/config: the Google client id, or null while Google sign-in is off. */
export const publicAuthConfigSchema = z.object({ google_client_id: z.string().nullable() });
export type PublicAuthConfig = z.infer<typeof publicAuthConfigSchema>;

/** `data` of sign-up and of sending or confirming the verification e-mail: the address concerned. */
export const customerEmailSchema = z.object({ email: z.string() });
export type CustomerEmail = z.infer<typeof customerEmailSchema>;

/** `data` of linking a Google account. */
export const googleLinkSchema = z.object({ google_id: z.string() });
export type GoogleLink = z.infer<typeof googleLinkSchema>;

/** `data` of a profile update: the customer user and its `pelanggan` record. */
export const customerAccountSchema = z.object({ user: customerUserSchema, pelanggan: customerProfileSchema });
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** The answer of customer login, Google login/sign-up and (for a customer) refresh. */
export const customerAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: customerUserSchema,
  pelanggan: customerProfileSchema,
  expires_at: z.string(),
  expires_in: z.number().int(),
  action_required: z.literal("complete_profile").optional(),
});
export type CustomerAuthResponse = z.infer<typeof customerAuthResponseSchema>;

export { isProfileComplete } from "./profile-completeness";

/** GET /api/customer/dashboard: the customer's real figures and recent activity. */
export const customerDashboardSchema = z.object({
  /** Whether the account's e-mail is proven (decision 025); until then the page offers a new link. */
  email_terverifikasi: z.boolean(),
  total_pemesanan: z.number().int(),
  pemesanan_aktif: z.number().int(),
  selesai: z.number().int(),
  total_pengeluaran: z.number().int(),
  aktivitas: z.array(
    z.object({
      jenis: z.enum(["akun_dibuat", "booking"]),
      judul: z.string(),
      keterangan: z.string(),
      waktu: z.string(),
      booking_code: z.string().nullable(),
      status: z.string().nullable(),
    }),
  ),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

/** Customer login error codes with the specification's message, severity and title (section 8). */
export const CUSTOMER_LOGIN_ERRORS = {
  INVALID_CREDENTIALS: {
    message: "Email atau password yang Anda masukkan salah.",
    severity: "warning",
    title: "Login Gagal",
  },
  ACCESS_DENIED: { message: "Login ini khusus untuk pelanggan", severity: "error", title: "Login Gagal" },
  ACCOUNT_INACTIVE: {
    message: "Akun Anda sedang dinonaktifkan. Silakan hubungi customer service.",
    severity: "error",
    title: "Akun Tidak Aktif",
  },
  ACCOUNT_IN_USE: {
    message: "Akun sedang digunakan di perangkat lain. Tunggu beberapa saat atau logout dari perangkat lain.",
    severity: "info",
    title: "Akun Sedang Digunakan",
  },
  CUSTOMER_DATA_MISSING: {
    message: "Data pelanggan tidak lengkap. Silakan lengkapi profil Anda.",
    severity: "info",
    title: "Login Gagal",
  },
  SYSTEM_ERROR: {
    message: "Terjadi gangguan sistem. Silakan coba lagi dalam beberapa saat.",
    severity: "error",
    title: "Login Gagal",
  },
  NETWORK_ERROR: {
    message: "Koneksi internet bermasalah. Periksa koneksi Anda.",
    severity: "error",
    title: "Masalah Koneksi",
  },
  TIMEOUT_ERROR: { message: "Permintaan timeout. Silakan coba lagi.", severity: "warning", title: "Timeout" },
} as const;
export type CustomerLoginErrorCode =
  | keyof typeof CUSTOMER_LOGIN_ERRORS
  | "VALIDATION_ERROR"
  | "TOO_MANY_ATTEMPTS";
export const COMPLETE_PROFILE_SUFFIX = " Anda akan diarahkan untuk melengkapi profil.";
