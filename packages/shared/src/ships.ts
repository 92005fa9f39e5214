import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { isoDate, optionalText, requiredText } from "./text-fields";
import { timestamp } from "./wire";

export const FACILITIES = {
  parkir: "Area Parkir",
  toilet: "Toilet",
  warung: "Warung",
  mushola: "Mushola",
  ruang_tunggu: "Ruang Tunggu",
  wifi: "WiFi",
  ac: "AC",
} as const;
export type FacilityKey = keyof typeof FACILITIES;
const facilityKeys = Object.keys(FACILITIES) as [FacilityKey, ...FacilityKey[]];

export const SHIP_STATUSES = ["Aktif", "Docking", "Tidak Aktif"] as const;
export type ShipStatus = (typeof SHIP_STATUSES)[number];

export const shipInputSchema = z.object({
  nama: requiredText("Nama kapal", 100),
  kode_kapal: requiredText("Kode kapal", 20).transform((value) => value.toUpperCase()),
  jenis: requiredText("Jenis kapal", 50),
  gt: z.coerce.number({ error: "GT wajib diisi" }).int().min(1, { error: "GT minimal 1" }).max(200_000),
  // The particulars the sailing permit manifest carries; the master is the crew's active Nakhoda.
  tanda_panggilan: optionalText(20).transform((value) => value?.toUpperCase() ?? null),
  bendera: requiredText("Bendera", 50).default("Indonesia"),
  tahun: z.coerce
    .number({ error: "Tahun wajib diisi" })
    .int()
    .min(1900, { error: "Tahun tidak valid" })
    .max(2100, { error: "Tahun tidak valid" }),
  gambar: optionalText(500),
  status_operasional: z.enum(SHIP_STATUSES, { error: "Status operasional tidak valid" }).default("Aktif"),
  fasilitas: z
    .array(z.enum(facilityKeys, { error: "Fasilitas tidak dikenal" }))
    .max(20)
    .default([]),
  gambar_fasilitas: z
    .array(z.object({ nama: requiredText("Nama fasilitas", 100), gambar: requiredText("Gambar", 500) }))
    .max(20)
    .default([]),
});
export type ShipInput = z.input<typeof shipInputSchema>;

export const shipListQuery = listQuerySchema(["nama", "kode_kapal", "gt", "tahun", "created_at"], {
  status_operasional: z.enum(SHIP_STATUSES).optional(),
});

/** Per ship over a period (`GET /ships/report`): sailings, seats and vehicle places with their load
 * factors (%), and the crew's certificates. */
export const shipReportRowSchema = z.object({
  ship_id: z.number().int(),
  nama: z.string(),
  kode_kapal: z.string(),
  status_operasional: z.enum(SHIP_STATUSES),
  sailings: z.number().int(),
  kursi: z.number().int(),
  kursi_terjual: z.number().int(),
  tempat_kendaraan: z.number().int(),
  tempat_terjual: z.number().int(),
  load_factor: z.number(),
  load_factor_kendaraan: z.number(),
  crew_total: z.number().int(),
  certificates_expired: z.number().int(),
  next_certificate_expiry: z.string().nullable(),
});
export const shipReportQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const shipReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  ships: z.array(shipReportRowSchema),
});
export type ShipReport = z.infer<typeof shipReportSchema>;

/** A ship as the back office's `/ships` answers it. */
export const shipSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  kode_kapal: z.string(),
  jenis: z.string(),
  gt: z.number().int(),
  tanda_panggilan: z.string().nullable(),
  bendera: z.string(),
  tahun: z.number().int(),
  gambar: z.string().nullable(),
  status_operasional: z.enum(SHIP_STATUSES),
  fasilitas: z.array(z.string()),
  gambar_fasilitas: z.array(z.object({ nama: z.string(), gambar: z.string() })),
  created_at: timestamp,
});
export type Ship = z.input<typeof shipSchema>;
