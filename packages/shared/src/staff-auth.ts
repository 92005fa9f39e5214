import { z } from "zod";
import { isPasswordValid } from "./password-rules";

/** POST /api/login. `username` also takes the account's e-mail; `force` ends a live session elsewhere. */
export const loginSchema = z.object({
  username: z
    .string({ error: "Username wajib diisi" })
    .trim()
    .min(1, { error: "Username wajib diisi" })
    .max(100),
  password: z.string({ error: "Password wajib diisi" }).min(1, { error: "Password wajib diisi" }).max(200),
  force: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** PUT /api/profile/password (staff payload and messages, staff specification section 5). */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Password saat ini wajib diisi" })
      .min(1, { error: "Password saat ini wajib diisi" }),
    new_password: z
      .string({ error: "Password baru wajib diisi" })
      .min(1, { error: "Password baru wajib diisi", abort: true })
      .max(200)
      .refine(isPasswordValid, { error: "Password baru tidak memenuhi kriteria" }),
    new_password_confirmation: z
      .string({ error: "Konfirmasi password wajib diisi" })
      .min(1, { error: "Konfirmasi password wajib diisi" }),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    error: "Konfirmasi password tidak cocok",
    path: ["new_password_confirmation"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PUT /api/pengguna/{id}/password: an administrator sets a new password for a user. */
export const adminResetPasswordSchema = z
  .object({
    new_password: z
      .string({ error: "Password baru wajib diisi" })
      .min(1, { error: "Password baru wajib diisi", abort: true })
      .max(200)
      .refine(isPasswordValid, { error: "Password baru tidak memenuhi kriteria" }),
    new_password_confirmation: z
      .string({ error: "Konfirmasi password wajib diisi" })
      .min(1, { error: "Konfirmasi password wajib diisi" }),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    error: "Konfirmasi password tidak cocok",
    path: ["new_password_confirmation"],
  });

export const staffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nama_lengkap: z.string(),
  email: z.string().nullable(),
  tipe_pengguna: z.string(),
  status: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  grouped_permissions: z.array(
    z.object({ group: z.string(), permissions: z.array(z.object({ name: z.string() })) }),
  ),
  permission_stats: z.object({
    total: z.number().int(),
    granted: z.number().int(),
    from_roles: z.number().int(),
    direct: z.number().int(),
  }),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The answer of login and refresh (top-level fields, as the specification fixes them). */
export const tokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: staffUserSchema,
  expires_at: z.string(),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The answer of `GET /auth/validate-token`: the token still holds, with the caller's permissions as of now. */
export const tokenValidationSchema = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  data: z.object({ user_id: z.number(), expires_at: z.string(), permissions: z.array(z.string()) }),
});
export type TokenValidation = z.input<typeof tokenValidationSchema>;

/** Why a 401 happened: `error_code` and `reason` of the answer. */
export const AUTH_FAILURES = {
  TOKEN_EXPIRED: { reason: "session_expired", message: "Session expired" },
  TOKEN_INVALID: { reason: "token_invalid", message: "Token tidak valid" },
  CONCURRENT_SESSION: {
    reason: "concurrent_session",
    message: "Akun Anda sedang digunakan di perangkat lain. Sesi ini dihentikan.",
  },
  FORCE_LOGOUT: { reason: "force_logout_detected", message: "Anda telah di-logout paksa oleh administrator" },
} as const;
export type AuthFailureCode = keyof typeof AUTH_FAILURES;

/** Title-cases an underscore-separated value: `petugas_embarkasi` -> `Petugas Embarkasi`. */
export function titleCase(value: string): string {
  return value
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
