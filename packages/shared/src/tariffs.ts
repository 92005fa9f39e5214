import { z } from "zod";
import { CARGO_CATEGORIES } from "./cargo-types";
import { FARE_OWNERS } from "./fare-components";
import { databaseId } from "./ids";
import { requiredDate, requiredId, rupiah } from "./text-fields";

/**
 * The tariff grid of one route (decision 043): every cargo type as a row with its transport fare
 * ('Tarif Jasa Angkutan', `harga`, and `harga_muatan` for a loaded vehicle) and each active fare
 * component's amount, as in force for sailings departing on `tanggal`.
 */
export const tariffQuery = z.object({ tanggal: requiredDate("Tanggal") });
export const tariffRouteParams = z.object({ routeId: databaseId("Rute") });

const amount = z.number().int().nullable();

export const tariffCargoTypeSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  kategori: z.enum(CARGO_CATEGORIES),
  golongan: z.string().nullable(),
  kelas: z.string().nullable(),
  kelompok_umur: z.string().nullable(),
});

export const tariffComponentCellSchema = z.object({
  component_id: z.number().int(),
  jumlah: amount,
  /** The amount is the route's own (true) or the amount of every route (false). */
  khusus_rute: z.boolean(),
  berlaku_mulai: z.string().nullable(),
});

export const tariffRowSchema = z.object({
  cargo_type: tariffCargoTypeSchema,
  harga: amount,
  harga_muatan: amount,
  harga_berlaku_mulai: z.string().nullable(),
  components: z.array(tariffComponentCellSchema),
});
export type TariffRow = z.input<typeof tariffRowSchema>;

export const tariffGridSchema = z.object({
  /** null: the general amounts of every route (`/tariffs/umum`), without transport fares. */
  route: z.object({ id: z.number().int(), kode_rute: z.string(), nama_rute: z.string() }).nullable(),
  tanggal: z.string(),
  components: z.array(
    z.object({
      id: z.number().int(),
      nama: z.string(),
      pemilik: z.enum(FARE_OWNERS),
      urutan: z.number().int(),
    }),
  ),
  rows: z.array(tariffRowSchema),
});
export type TariffGrid = z.input<typeof tariffGridSchema>;

const optionalRupiah = (label: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), rupiah(label).nullable());

/** One row of a grid to save: empty cells (null) are left as they are. */
export const tariffSaveRowSchema = z.object({
  cargo_type_id: requiredId("Jenis muatan"),
  harga: optionalRupiah("Tarif"),
  harga_muatan: optionalRupiah("Tarif muat"),
  components: z
    .array(z.object({ component_id: requiredId("Komponen"), jumlah: optionalRupiah("Jumlah komponen") }))
    .max(50, { error: "Terlalu banyak komponen" })
    .default([]),
});
export type TariffSaveRow = z.input<typeof tariffSaveRowSchema>;

/** The whole grid of a route saved with one effective date; only changed cells make new rows. */
export const tariffSaveSchema = z.object({
  berlaku_mulai: requiredDate("Tanggal berlaku"),
  rows: z.array(tariffSaveRowSchema).max(200, { error: "Maksimal 200 jenis muatan" }),
});
export type TariffSaveInput = z.input<typeof tariffSaveSchema>;

export const tariffSaveResultSchema = z.object({
  harga_baru: z.number().int(),
  komponen_baru: z.number().int(),
  grid: tariffGridSchema,
});

/** Copies the tariff in force on `berlaku_mulai` of one route to another, from that date. */
export const tariffCopySchema = z
  .object({
    from_route_id: requiredId("Rute asal"),
    to_route_id: requiredId("Rute tujuan"),
    berlaku_mulai: requiredDate("Tanggal berlaku"),
  })
  .refine((value) => value.from_route_id !== value.to_route_id, {
    error: "Rute tujuan harus berbeda dari rute asal",
    path: ["to_route_id"],
  });
export type TariffCopyInput = z.input<typeof tariffCopySchema>;

/** What an imported file would change (old → new) and what in it is wrong, by the file's row number. */
export const tariffImportPreviewSchema = z.object({
  changes: z.array(
    z.object({
      baris: z.number().int(),
      cargo_type_id: z.number().int(),
      jenis_muatan: z.string(),
      kolom: z.string(),
      lama: amount,
      baru: z.number().int(),
    }),
  ),
  errors: z.array(z.object({ baris: z.number().int(), pesan: z.string() })),
  /** The file's valid rows (empty cells null), ready to be saved through `PUT /tariffs/:routeId`. */
  rows: z.array(
    z.object({
      cargo_type_id: z.number().int(),
      harga: amount,
      harga_muatan: amount,
      components: z.array(z.object({ component_id: z.number().int(), jumlah: amount })),
    }),
  ),
});
export type TariffImportPreview = z.input<typeof tariffImportPreviewSchema>;

/** The 'Naikkan semua tarif' dialog: the percentage as typed ('7,5' or '7.5'), above -100 and at most 1000. */
export const raisePercentSchema = z.object({
  percent: z
    .string()
    .trim()
    .min(1, { error: "Persentase wajib diisi" })
    .transform((text) => Number(text.replace(",", ".")))
    .pipe(
      z
        .number({ error: "Persentase harus berupa angka" })
        .gt(-100, { error: "Persentase harus lebih dari -100" })
        .max(1000, { error: "Persentase paling banyak 1000" }),
    ),
});

/**
 * A raise by a percentage, as the grid applies it before saving: rounded to the nearest Rp 100 (half
 * up); an empty cell stays empty.
 */
export function raiseAmount(value: number, percent: number): number {
  return Math.round((value * (1 + percent / 100)) / 100) * 100;
}
