import { z } from "zod";
import { databaseId } from "./ids";
import { listQuerySchema, optionalId } from "./list-query";
import { isPasswordValid } from "./password-rules";
import { timestamp } from "./wire";

export const STAFF_TYPES = [
  "super_admin",
  "admin_operasional",
  "kasir",
  "petugas_embarkasi",
  "agen",
  "keuangan",
  "admin",
] as const;
export const USER_STATUSES = ["Aktif", "Non Aktif"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Every account type: the staff types and `pelanggan` (a customer's account). */
export const USER_TYPES = [...STAFF_TYPES, "pelanggan"] as const;
export type UserType = (typeof USER_TYPES)[number];

const base = {
  username: z
    .string({ error: "Username wajib diisi" })
    .trim()
    .min(3, { error: "Username minimal 3 karakter" })
    .max(50, { error: "Username maksimal 50 karakter" })
    .regex(/^[a-zA-Z0-9._-]+$/, {
      error: "Username hanya huruf, angka, titik, garis bawah dan tanda hubung",
    }),
  nama_lengkap: z
    .string({ error: "Nama lengkap wajib diisi" })
    .trim()
    .min(1, { error: "Nama lengkap wajib diisi" })
    .max(150),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: "Format email tidak valid",
    })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  tipe_pengguna: z.enum(STAFF_TYPES, { error: "Tipe pengguna tidak dikenal" }),
  status: z.enum(USER_STATUSES, { error: "Status harus Aktif atau Non Aktif" }).default("Aktif"),
  role_ids: z.array(databaseId("Role")).max(20).default([]),
  permissions: z.array(z.string().max(100)).max(500).default([]),
};

export const userCreateSchema = z
  .object({
    ...base,
    password: z
      .string({ error: "Password wajib diisi" })
      .min(1, { error: "Password wajib diisi", abort: true })
      .refine(isPasswordValid, { error: "Password minimal 8 karakter, mengandung huruf kecil dan angka" }),
    password_confirmation: z.string({ error: "Konfirmasi password wajib diisi" }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: "Konfirmasi password tidak cocok",
    path: ["password_confirmation"],
  });

export const userUpdateSchema = z.object(base);

export const userStatusSchema = z.object({
  status: z.enum(USER_STATUSES, { error: "Status harus Aktif atau Non Aktif" }),
});

export const userListQuery = listQuerySchema(["username", "nama_lengkap", "created_at", "last_login_at"], {
  tipe_pengguna: z.string().max(50).optional(),
  status: z.enum(USER_STATUSES).optional(),
  role_id: optionalId,
  /** `staf` (staff and agents) or `pelanggan` (customers); none: everyone. */
  kelompok: z.enum(["staf", "pelanggan"], { error: "Kelompok harus staf atau pelanggan" }).optional(),
});

/** A live session of a user (`GET /users/:id/sessions`). */
export const liveSessionSchema = z.object({
  id: z.number().int(),
  /** A gate device session's name (decision 032); null for a normal sign-in. */
  perangkat: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
  last_activity_at: timestamp,
  expires_at: timestamp,
});
export type LiveSession = z.input<typeof liveSessionSchema>;

/** An account as `/users` answers it: its roles, direct permissions and count of live sessions. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nama_lengkap: z.string(),
  email: z.string().nullable(),
  tipe_pengguna: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  role_ids: z.array(z.number().int()),
  permissions: z.array(z.string()),
  live_sessions: z.number().int(),
});
export type User = z.input<typeof userSchema>;

/** One account with its live sessions (`GET /users/:id`). */
export const userDetailSchema = userSchema.extend({ sessions: z.array(liveSessionSchema) });

export const roleInputSchema = z.object({
  name: z
    .string({ error: "Nama peran wajib diisi" })
    .trim()
    .min(1, { error: "Nama peran wajib diisi" })
    .max(100),
  description: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => (value ? value : null)),
  permissions: z.array(z.string().max(100)).max(500).default([]),
});

/** A role as `/roles` answers it: its permissions in catalogue order and how many users hold it. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: timestamp,
  permissions: z.array(z.string()),
  users_count: z.number().int(),
});
export type Role = z.input<typeof roleSchema>;

/** The permission catalogue by module (`GET /permissions`). */
export const permissionGroupSchema = z.object({ group: z.string(), permissions: z.array(z.string()) });
