import { z } from "zod";
import { databaseId } from "./ids";
import { listQuerySchema, optionalId, recordStatus } from "./list-query";
import { emptyAsNull, requiredDate, requiredText } from "./text-fields";
import { timestamp } from "./wire";
import { PORT_TIME_ZONES } from "./zoned-time";

/** Passenger discounts (potongan penumpang) and vehicle discounts (potongan kendaraan). */
export const DISCOUNT_KINDS = ["penumpang", "kendaraan"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_TYPES = ["persen", "nominal"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = { persen: "Persen", nominal: "Nominal" };

/** A chosen id, or null when the form leaves it empty. */
function optionalChoice(label: string) {
  return emptyAsNull(databaseId(label).nullable());
}

/**
 * A discount for departures between two days (the departure day in the origin port's zone), for one
 * schedule, one route or everywhere, optionally one cargo type; `persen` 1 to 100 or `nominal` rupiah;
 * `kuota` empty is unlimited. `jenis` is not part of the input: the path (`/discounts/penumpang` or
 * `/discounts/kendaraan`) decides it.
 */
export const discountInputSchema = z
  .object({
    nama: requiredText("Nama potongan", 100),
    schedule_id: optionalChoice("Jadwal"),
    route_id: optionalChoice("Rute"),
    cargo_type_id: optionalChoice("Jenis muatan"),
    tanggal_mulai: requiredDate("Tanggal mulai"),
    tanggal_selesai: requiredDate("Tanggal selesai"),
    tipe: z.enum(DISCOUNT_TYPES, { error: "Tipe potongan harus persen atau nominal" }),
    nilai: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ error: "Nilai potongan wajib diisi" })
        .int({ error: "Nilai potongan harus bilangan bulat" })
        .min(1, { error: "Nilai potongan minimal 1" })
        .max(1_000_000_000, { error: "Nilai potongan terlalu besar" }),
    ),
    kuota: emptyAsNull(
      z.coerce
        .number({ error: "Kuota harus angka" })
        .int({ error: "Kuota harus bilangan bulat" })
        .min(1, { error: "Kuota minimal 1 (kosongkan untuk tanpa batas)" })
        .max(1_000_000, { error: "Kuota terlalu besar" })
        .nullable(),
    ),
    status: recordStatus.default("Aktif"),
  })
  .refine((value) => value.tanggal_selesai >= value.tanggal_mulai, {
    error: "Tanggal selesai tidak boleh sebelum tanggal mulai",
    path: ["tanggal_selesai"],
  })
  .refine((value) => value.tipe !== "persen" || value.nilai <= 100, {
    error: "Potongan persen maksimal 100",
    path: ["nilai"],
  });
export type DiscountInput = z.input<typeof discountInputSchema>;
export type DiscountValues = z.output<typeof discountInputSchema>;

export const discountListQuery = listQuerySchema(
  ["nama", "tanggal_mulai", "tanggal_selesai", "nilai", "terpakai", "status"],
  {
    jenis: z.enum(DISCOUNT_KINDS, { error: "Jenis potongan harus penumpang atau kendaraan" }).optional(),
    status: recordStatus.optional(),
    schedule_id: optionalId,
    route_id: optionalId,
  },
);

const int = z.number().int();

/**
 * A discount as `/discounts/{jenis}` answers it: its route, its schedule (with the origin port's zone, to
 * show the departure), its cargo type, and `sisa_kuota` (null: unlimited).
 */
export const discountSchema = z.object({
  id: int,
  jenis: z.enum(DISCOUNT_KINDS),
  nama: z.string(),
  schedule_id: int.nullable(),
  route_id: int.nullable(),
  cargo_type_id: int.nullable(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  tipe: z.enum(DISCOUNT_TYPES),
  nilai: int,
  kuota: int.nullable(),
  terpakai: int,
  status: recordStatus,
  created_at: timestamp,
  route: z.object({ id: int, kode_rute: z.string(), nama_rute: z.string() }).nullable(),
  schedule: z.object({ id: int, waktu_berangkat: timestamp, zona_waktu: z.enum(PORT_TIME_ZONES) }).nullable(),
  cargo_type: z
    .object({ id: int, nama: z.string(), golongan: z.string().nullable(), kelas: z.string().nullable() })
    .nullable(),
  sisa_kuota: int.nullable(),
});
export type Discount = z.input<typeof discountSchema>;

/** What a discount option carries beside its label (`GET /discounts/{jenis}/options`). */
export const discountOptionExtra = {
  tipe: z.enum(DISCOUNT_TYPES),
  nilai: int,
  schedule_id: int.nullable(),
  route_id: int.nullable(),
  cargo_type_id: int.nullable(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
};
