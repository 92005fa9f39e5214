import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { emptyAsNull, optionalText, requiredText } from "./text-fields";
import { timestamp } from "./wire";

export const CARGO_CATEGORIES = ["penumpang", "kendaraan", "barang"] as const;
export type CargoCategory = (typeof CARGO_CATEGORIES)[number];
export const CARGO_CATEGORY_LABELS: Record<CargoCategory, string> = {
  penumpang: "Penumpang",
  kendaraan: "Kendaraan",
  barang: "Barang",
};

export const PASSENGER_CLASSES = ["Ekonomi", "Bisnis", "VIP"] as const;
export const AGE_GROUPS = ["Dewasa", "Anak", "Bayi"] as const;

/** Indonesian ferry vehicle classes (golongan) and the driver/helper places that ride free by default. */
export const VEHICLE_CLASSES = [
  { golongan: "I", nama: "Sepeda", free_riders: 0 },
  { golongan: "II", nama: "Sepeda motor < 500 cc", free_riders: 0 },
  { golongan: "III", nama: "Sepeda motor ≥ 500 cc / kendaraan roda tiga", free_riders: 1 },
  { golongan: "IVA", nama: "Mobil penumpang s.d. 5 m", free_riders: 2 },
  { golongan: "IVB", nama: "Mobil barang s.d. 5 m", free_riders: 2 },
  { golongan: "VA", nama: "Bus 5–7 m", free_riders: 2 },
  { golongan: "VB", nama: "Truk 5–7 m", free_riders: 2 },
  { golongan: "VIA", nama: "Bus 7–10 m", free_riders: 2 },
  { golongan: "VIB", nama: "Truk 7–10 m", free_riders: 2 },
  { golongan: "VII", nama: "Truk 10–12 m", free_riders: 2 },
  { golongan: "VIII", nama: "Truk 12–16 m", free_riders: 2 },
  { golongan: "IX", nama: "Kendaraan > 16 m", free_riders: 2 },
] as const;

export const VEHICLE_GOLONGAN = VEHICLE_CLASSES.map((item) => item.golongan);

/** The driver/helper places that ride free with a vehicle of this class by default (0 if unknown). */
export function defaultFreeRiders(golongan: string | null | undefined): number {
  return VEHICLE_CLASSES.find((item) => item.golongan === golongan)?.free_riders ?? 0;
}

/**
 * A cargo type. Passengers carry `kelas` and `kelompok_umur`; vehicles a `golongan` I to IX (IV to VI
 * split A/B); goods neither. An empty `free_riders` takes the vehicle class's default.
 */
export const cargoTypeInputSchema = z
  .object({
    kategori: z.enum(CARGO_CATEGORIES, { error: "Kategori harus penumpang, kendaraan atau barang" }),
    nama: requiredText("Nama muatan", 100),
    golongan: optionalText(10).transform((value) => value?.toUpperCase() ?? null),
    kelas: emptyAsNull(z.enum(PASSENGER_CLASSES, { error: "Kelas tidak dikenal" }).nullable()),
    kelompok_umur: emptyAsNull(z.enum(AGE_GROUPS, { error: "Kelompok umur tidak dikenal" }).nullable()),
    deskripsi: optionalText(500),
    free_riders: emptyAsNull(
      z.coerce
        .number({ error: "Jumlah penumpang gratis harus angka" })
        .int({ error: "Jumlah penumpang gratis harus bilangan bulat" })
        .min(0, { error: "Jumlah penumpang gratis tidak boleh negatif" })
        .max(10, { error: "Maksimal 10 orang" })
        .nullable(),
    ),
  })
  .refine((value) => value.kategori !== "kendaraan" || value.golongan, {
    error: "Golongan wajib diisi untuk kendaraan",
    path: ["golongan"],
  })
  .refine(
    (value) =>
      value.kategori !== "kendaraan" ||
      !value.golongan ||
      VEHICLE_GOLONGAN.some((item) => item === value.golongan),
    { error: `Golongan harus salah satu dari ${VEHICLE_GOLONGAN.join(", ")}`, path: ["golongan"] },
  )
  .refine((value) => value.kategori !== "penumpang" || value.kelas, {
    error: "Kelas wajib diisi untuk penumpang",
    path: ["kelas"],
  })
  .refine((value) => value.kategori !== "penumpang" || value.kelompok_umur, {
    error: "Kelompok umur wajib diisi untuk penumpang",
    path: ["kelompok_umur"],
  });
export type CargoTypeInput = z.input<typeof cargoTypeInputSchema>;

export const cargoTypeListQuery = listQuerySchema(["nama", "kategori", "golongan"], {
  kategori: z.enum(CARGO_CATEGORIES, { error: "Kategori harus penumpang, kendaraan atau barang" }).optional(),
});

/** A cargo type as the back office's `/cargo-types` answers it. */
export const cargoTypeSchema = z.object({
  id: z.number().int(),
  kategori: z.enum(CARGO_CATEGORIES),
  nama: z.string(),
  golongan: z.string().nullable(),
  kelas: z.string().nullable(),
  kelompok_umur: z.string().nullable(),
  deskripsi: z.string().nullable(),
  free_riders: z.number().int(),
  created_at: timestamp,
});
export type CargoType = z.input<typeof cargoTypeSchema>;
