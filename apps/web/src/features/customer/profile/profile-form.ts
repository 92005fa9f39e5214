import type { CustomerProfile } from "@ferry/shared/customer-auth";

/** The eight editable fields, as strings for the inputs. */
export type ProfileForm = {
  nama_lengkap: string;
  email: string;
  nomor_telepon: string;
  alamat: string;
  tanggal_lahir: string;
  jenis_kelamin: "" | "L" | "P";
  nomor_identitas: string;
  jenis_identitas: "KTP" | "SIM" | "PASSPORT";
};

export const PROFILE_LABELS: Record<keyof ProfileForm, string> = {
  nama_lengkap: "Nama Lengkap",
  email: "Email",
  nomor_telepon: "Nomor Telepon",
  alamat: "Alamat",
  tanggal_lahir: "Tanggal Lahir",
  jenis_kelamin: "Jenis Kelamin",
  nomor_identitas: "Nomor Identitas",
  jenis_identitas: "Jenis Identitas",
};

/** The form filled from the stored profile (Cancel resets to this). */
export function profileToForm(profile: CustomerProfile | null, fallbackEmail = ""): ProfileForm {
  return {
    nama_lengkap: profile?.nama_lengkap ?? "",
    email: profile?.email ?? fallbackEmail,
    nomor_telepon: profile?.nomor_telepon ?? "",
    alamat: profile?.alamat ?? "",
    tanggal_lahir: profile?.tanggal_lahir?.slice(0, 10) ?? "",
    jenis_kelamin: profile?.jenis_kelamin ?? "",
    nomor_identitas: profile?.nomor_identitas ?? "",
    jenis_identitas: profile?.jenis_identitas ?? "KTP",
  };
}
