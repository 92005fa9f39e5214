import { z } from "zod";
import { databaseId } from "./ids";
import { requiredText } from "./text-fields";

/** Which manifest: everyone booked (`pre`) or everyone boarded by a scan (`final`). */
export const manifestKindSchema = z.enum(["pre", "final"]);
export type ManifestKind = z.infer<typeof manifestKindSchema>;

/** Whether a sailing's final manifest is frozen (boarding closed), and who froze or reopened it. */
export type ManifestState = {
  frozen: boolean;
  frozen_at: string | null;
  frozen_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  alasan: string | null;
};

export const MANIFEST_MESSAGES = {
  frozen: "Manifest sudah dikunci",
  notFrozen: "Manifest belum dikunci",
  personNotFound: "Penumpang tidak ada di manifest jadwal ini",
  vehicleNotFound: "Kendaraan tidak ada di manifest jadwal ini",
  bookingNotFound: "Pemesanan tidak ada di manifest jadwal ini atau tidak memiliki penumpang",
  corrected: "Manifest berhasil dikoreksi",
  infantAdded: "Bayi berhasil ditambahkan ke manifest",
  reopened: "Manifest dibuka kembali",
  frozenNow: "Manifest dikunci",
} as const;

/** The ship's particulars the sailing permit (SPB) manifest carries; the master is the crew's active Nakhoda. */
export const shipParticularsSchema = z.object({
  nama: z.string(),
  kode_kapal: z.string(),
  tanda_panggilan: z.string().nullable(),
  gt: z.number().int(),
  bendera: z.string(),
  nakhoda: z.string().nullable(),
});
export type ShipParticulars = z.infer<typeof shipParticularsSchema>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .nullable()
    .optional();

const personFields = {
  nama_lengkap: z
    .string()
    .trim()
    .min(1, { error: "Nama lengkap wajib diisi" })
    .max(150, { error: "Nama lengkap maksimal 150 karakter" }),
  jenis_identitas: optionalText("Jenis identitas", 30),
  nomor_identitas: optionalText("Nomor identitas", 50),
  jenis_kelamin: z.enum(["L", "P"], { error: "Jenis kelamin harus L atau P" }).nullable().optional(),
  usia: z.number().int().min(0).max(150, { error: "Usia tidak valid" }).nullable().optional(),
  kewarganegaraan: requiredText("Kewarganegaraan", 50).optional(),
};

/** A correction of one person on the manifest: only the fields sent change. */
export const personCorrectionSchema = z.object({
  ...personFields,
  nama_lengkap: personFields.nama_lengkap.optional(),
  kelompok_umur: z.enum(["Dewasa", "Anak", "Bayi"]).optional(),
});
export type PersonCorrection = z.infer<typeof personCorrectionSchema>;

/** A forgotten infant added to a confirmed booking of the schedule. */
export const addInfantSchema = z.object({
  booking_id: databaseId("Booking"),
  vehicle_id: databaseId("Kendaraan").nullable().optional(),
  ...personFields,
});
export type AddInfant = z.infer<typeof addInfantSchema>;

/** A correction of a vehicle on the manifest: plate and owner. */
export const vehicleCorrectionSchema = z.object({
  nomor_kendaraan: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: "Nomor kendaraan wajib diisi" })
    .max(20, { error: "Nomor kendaraan maksimal 20 karakter" })
    .optional(),
  nama_pemilik: z
    .string()
    .trim()
    .min(1, { error: "Nama pemilik wajib diisi" })
    .max(150, { error: "Nama pemilik maksimal 150 karakter" })
    .optional(),
});
export type VehicleCorrection = z.infer<typeof vehicleCorrectionSchema>;

/** Reopening a frozen manifest needs a reason. */
export const reopenManifestSchema = z.object({
  alasan: z
    .string()
    .trim()
    .min(3, { error: "Alasan wajib diisi" })
    .max(500, { error: "Alasan maksimal 500 karakter" }),
});

/** https, or http to this machine only (a local test double). */
function allowedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * SeaPass (the port authority's manifest system), stored in `system_settings` under `seapass`: the
 * endpoint, its API key (never answered in full) and whether sending is on. Off until configured.
 */
export const seapassSettingsSchema = z.object({
  enabled: z.boolean(),
  url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || allowedUrl(value), {
      error: "URL harus https:// (http hanya untuk localhost)",
    }),
  api_key: z.string().trim().max(500),
});
export type SeapassSettings = z.output<typeof seapassSettingsSchema>;

export const DEFAULT_SEAPASS_SETTINGS: SeapassSettings = { enabled: false, url: "", api_key: "" };

/** The save form: an empty `api_key` keeps the stored key. */
export const seapassSettingsInputSchema = seapassSettingsSchema.refine(
  (value) => !value.enabled || value.url !== "",
  { error: "URL wajib diisi untuk mengaktifkan SeaPass", path: ["url"] },
);

/** Minutes to wait after the 1st, 2nd, 3rd, 4th failed attempt; after the 5th the delivery is `gagal`. */
export const SEAPASS_BACKOFF_MINUTES = [1, 5, 15, 60] as const;
