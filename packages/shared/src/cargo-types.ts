import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { emptyAsNull, optionalText, requiredText } from "./text-fields";

export const CARGO_CATEGORIES = ["penumpang", "kendaraan", "barang"] as const;
export type CargoCategory = (typeof CARGO_CATEGORIES)[number];

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

export const cargoTypeInputSchema = z
  .object({
    kategori: z.enum(CARGO_CATEGORIES, { error: "Kategori harus penumpang, kendaraan atau barang" }),
    nama: requiredText("Nama muatan", 100),
    golongan: optionalText(10),
    kelas: emptyAsNull(z.enum(PASSENGER_CLASSES, { error: "Kelas tidak dikenal" }).nullable()),
    kelompok_umur: emptyAsNull(z.enum(AGE_GROUPS, { error: "Kelompok umur tidak dikenal" }).nullable()),
    deskripsi: optionalText(500),
    free_riders: z.coerce.number().int().min(0).max(10, { error: "Maksimal 10 orang" }).default(0),
  })
  .refine((value) => value.kategori !== "kendaraan" || value.golongan, {
    error: "Golongan wajib diisi untuk kendaraan",
    path: ["golongan"],
  })
  .refine((value) => value.kategori !== "penumpang" || (value.kelas && value.kelompok_umur), {
    error: "Kelas dan kelompok umur wajib diisi untuk penumpang",
    path: ["kelas"],
  });
export type CargoTypeInput = z.input<typeof cargoTypeInputSchema>;

export const cargoTypeListQuery = listQuerySchema(["nama", "kategori", "golongan"], {
  kategori: z.enum(CARGO_CATEGORIES).optional(),
});
