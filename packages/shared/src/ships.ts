import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { optionalText, requiredText } from "./text-fields";

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
