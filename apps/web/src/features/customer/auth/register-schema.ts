import { registerSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import type { RegisterPayload } from "../session/customer-api";

/** Everything the wizard holds; confirmPassword and agree_terms are not sent. */
export type RegisterForm = {
  nama_lengkap: string;
  email: string;
  password: string;
  confirmPassword: string;
  nomor_telepon: string;
  alamat: string;
  tanggal_lahir: string;
  jenis_kelamin: "" | "L" | "P";
  nomor_identitas: string;
  jenis_identitas: "KTP" | "SIM" | "PASSPORT";
  agree_terms: boolean;
};

export const EMPTY_REGISTER_FORM: RegisterForm = {
  nama_lengkap: "",
  email: "",
  password: "",
  confirmPassword: "",
  nomor_telepon: "",
  alamat: "",
  tanggal_lahir: "",
  jenis_kelamin: "",
  nomor_identitas: "",
  jenis_identitas: "KTP",
  agree_terms: false,
};

export const REGISTER_STEPS = ["Informasi Pribadi", "Password & Kontak", "Informasi Tambahan"] as const;
export type RegisterStep = 1 | 2 | 3;

const shape = registerSchema.shape;

/** The rules of each step (section 5), built from the shared registration contract. */
export const STEP_SCHEMAS = {
  1: z.object({ nama_lengkap: shape.nama_lengkap, email: shape.email }),
  2: z
    .object({
      password: shape.password,
      confirmPassword: z.string().min(1, { error: "Konfirmasi password harus diisi" }),
      nomor_telepon: shape.nomor_telepon,
    })
    .refine((value) => !value.confirmPassword || value.password === value.confirmPassword, {
      error: "Password tidak cocok",
      path: ["confirmPassword"],
    }),
  3: z.object({
    alamat: shape.alamat,
    tanggal_lahir: shape.tanggal_lahir,
    jenis_kelamin: z.enum(["L", "P"], { error: "Jenis kelamin harus dipilih" }),
    nomor_identitas: shape.nomor_identitas,
    jenis_identitas: shape.jenis_identitas,
    agree_terms: z.literal(true, { error: "Anda harus menyetujui syarat dan ketentuan" }),
  }),
} as const;

/** The wizard's resolver on one step: that step's rules; a valid step hands on the whole form as typed. */
export function stepResolver(step: RegisterStep): Resolver<RegisterForm> {
  const schema: z.ZodType<Partial<RegisterForm>, Partial<RegisterForm>> = STEP_SCHEMAS[step];
  return zodResolver(schema, undefined, { raw: true }) as Resolver<RegisterForm>;
}

/** Which step a field belongs to (for server errors: the wizard shows the step of the first one). */
export function stepOfField(field: string): RegisterStep {
  if (field === "nama_lengkap" || field === "email") return 1;
  if (field === "password" || field === "confirmPassword" || field === "nomor_telepon") return 2;
  return 3;
}

/** The registration payload: trimmed text, tipe_pengguna fixed to pelanggan. */
export function toPayload(form: RegisterForm): RegisterPayload {
  return {
    nama_lengkap: form.nama_lengkap.trim(),
    email: form.email.trim().toLowerCase(),
    password: form.password,
    nomor_telepon: form.nomor_telepon.trim(),
    alamat: form.alamat.trim(),
    tanggal_lahir: form.tanggal_lahir,
    jenis_kelamin: form.jenis_kelamin as "L" | "P",
    nomor_identitas: form.nomor_identitas.trim(),
    jenis_identitas: form.jenis_identitas,
    tipe_pengguna: "pelanggan",
  };
}
