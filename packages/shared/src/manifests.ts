import { z } from "zod";
import { databaseId } from "./ids";
import { scheduleSummarySchema } from "./schedules";
import { emptyAsNull, requiredText } from "./text-fields";
import { timestamp } from "./wire";

/** Which manifest: everyone booked (`pre`) or everyone boarded by a scan (`final`). */
export const manifestKindSchema = z.enum(["pre", "final"]);
export type ManifestKind = z.infer<typeof manifestKindSchema>;

/** Whether a sailing's final manifest is frozen (boarding closed), and who froze or reopened it. */
export const manifestStateSchema = z.object({
  frozen: z.boolean(),
  frozen_at: z.string().nullable(),
  frozen_by: z.string().nullable(),
  reopened_at: z.string().nullable(),
  reopened_by: z.string().nullable(),
  alasan: z.string().nullable(),
});
export type ManifestState = z.infer<typeof manifestStateSchema>;

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

/** The correction form's boxes as typed: an empty box means none, and the age comes as text. */
export const personCorrectionFormSchema = personCorrectionSchema.extend({
  jenis_identitas: emptyAsNull(personFields.jenis_identitas),
  nomor_identitas: emptyAsNull(personFields.nomor_identitas),
  jenis_kelamin: emptyAsNull(personFields.jenis_kelamin),
  usia: z.preprocess((value) => (value === "" ? null : Number(value)), personFields.usia),
});

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

const int = z.number().int();

/** `GET /manifests`: the sailings of a day and whether each final manifest is frozen. */
export const manifestDaySchema = z.object({ schedule: scheduleSummarySchema, frozen: z.boolean() });
export type ManifestDayRow = z.input<typeof manifestDaySchema>;

/** A person as the manifest corrections answer it. */
export const manifestPersonFieldsSchema = z.object({
  id: int,
  booking_id: int,
  nama_lengkap: z.string(),
  jenis_identitas: z.string().nullable(),
  nomor_identitas: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  kewarganegaraan: z.string(),
  usia: int.nullable(),
  is_child: z.boolean(),
  is_infant: z.boolean(),
});

/** A vehicle as the manifest corrections answer it. */
export const manifestVehicleFieldsSchema = z.object({
  id: int,
  booking_id: int,
  nomor_kendaraan: z.string(),
  nama_pemilik: z.string(),
});

/** One person on a manifest with the ticket's state and whether it was scanned on board. */
export const manifestPersonSchema = manifestPersonFieldsSchema.extend({
  booking_code: z.string(),
  vehicle_id: int.nullable(),
  kelas: z.string(),
  kode_tiket: z.string(),
  status_tiket: z.string(),
  used_at: timestamp.nullable(),
  kelompok_umur: z.enum(["Dewasa", "Anak", "Bayi"]),
  naik: z.boolean(),
  /** The plate of the vehicle the person rides in, or null for a foot passenger. */
  nomor_kendaraan: z.string().nullable(),
});
export type ManifestPerson = z.input<typeof manifestPersonSchema>;

/** One vehicle on a manifest with the people riding in it. */
export const manifestVehicleSchema = manifestVehicleFieldsSchema.extend({
  booking_code: z.string(),
  golongan: z.string().nullable(),
  kelas: z.string(),
  tipe_tiket: z.string(),
  muatan_keterangan: z.string().nullable(),
  berat_kg: int.nullable(),
  kode_tiket: z.string(),
  status_tiket: z.string(),
  used_at: timestamp.nullable(),
  naik: z.boolean(),
  riders: z.array(manifestPersonSchema),
});
export type ManifestVehicle = z.input<typeof manifestVehicleSchema>;

const tallySchema = z.record(z.string(), int);

/** A sailing's pre-manifest or final manifest (`GET /manifests/{scheduleId}/passengers|vehicles`). */
export const manifestSchema = z.object({
  jenis: manifestKindSchema,
  schedule: scheduleSummarySchema,
  state: manifestStateSchema,
  kapal: shipParticularsSchema.nullable(),
  waktu_berangkat_aktual: z.string().nullable(),
  crew: z.array(
    z.object({
      id: int,
      nama: z.string(),
      jabatan: z.string(),
      nomor_identitas: z.string(),
      nomor_sertifikat: z.string(),
      masa_berlaku_sertifikat: z.string(),
    }),
  ),
  passengers: z.array(manifestPersonSchema),
  vehicles: z.array(manifestVehicleSchema),
  counts: z.object({
    penumpang: z.object({
      total: int,
      dipesan: int,
      naik: int,
      per_kelompok_umur: tallySchema,
      per_jenis_kelamin: tallySchema,
      per_kewarganegaraan: tallySchema,
      per_kelas: tallySchema,
      pejalan_kaki: int,
      dalam_kendaraan: int,
    }),
    kendaraan: z.object({
      total: int,
      dipesan: int,
      naik: int,
      per_golongan: tallySchema,
      per_keadaan: tallySchema,
      berat_dinyatakan_kg: int,
    }),
    abk: int,
    jiwa_di_kapal: int,
  }),
  no_shows: z.object({
    passengers: z.array(manifestPersonSchema),
    vehicles: z.array(manifestVehicleSchema),
  }),
});
export type ManifestView = z.input<typeof manifestSchema>;

/** The SeaPass settings as answered: the key masked, never in full. */
export const seapassSettingsViewSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  api_key_masked: z.string(),
  api_key_set: z.boolean(),
});
export type SeapassSettingsView = z.input<typeof seapassSettingsViewSchema>;

export const SEAPASS_DELIVERY_STATUSES = ["menunggu", "terkirim", "gagal"] as const;
export type SeapassDeliveryStatus = (typeof SEAPASS_DELIVERY_STATUSES)[number];

/** One delivery of a final manifest to SeaPass (`GET /seapass/deliveries`). */
export const seapassDeliverySchema = z.object({
  id: int,
  schedule_id: int,
  status: z.enum(SEAPASS_DELIVERY_STATUSES),
  attempts: int,
  next_attempt_at: timestamp.nullable(),
  last_error: z.string().nullable(),
  response_status: int.nullable(),
  /** Who asked for it: a name, `sistem` for the automatic send at freeze. */
  requested_by: z.string().nullable(),
  delivered_at: timestamp.nullable(),
  created_at: timestamp,
  schedule: scheduleSummarySchema.nullable(),
});
export type SeapassDelivery = z.input<typeof seapassDeliverySchema>;
