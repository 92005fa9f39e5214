import { z } from "zod";
import { TICKET_TYPES } from "./bookings";
import { databaseId } from "./ids";
import { optionalText } from "./text-fields";

/**
 * 'Ukur Ulang' at the vehicle gate (decision 033): the measured length picks the golongan from the
 * operator's rule table, within the vehicle's group (passenger vehicles IVA, VA, VIA; goods vehicles IVB,
 * VB, VIB; VII to IX for both). Golongan I to III (bicycles, motorcycles) are not re-measured.
 */
export const VEHICLE_GROUPS = ["penumpang", "barang"] as const;
export type VehicleGroup = (typeof VEHICLE_GROUPS)[number];
export const VEHICLE_GROUP_LABELS: Record<VehicleGroup, string> = {
  penumpang: "Kendaraan penumpang",
  barang: "Kendaraan barang",
};

/** One row of the table: a golongan of a group, for vehicles up to `panjang_maks_m` (null: no upper end). */
export const golonganRuleSchema = z.object({
  golongan: z
    .string({ error: "Golongan wajib diisi" })
    .trim()
    .regex(/^[IVX]{1,4}[AB]?$/, { error: "Golongan harus angka Romawi, mis. IVA" }),
  kelompok: z.enum(VEHICLE_GROUPS, { error: "Kelompok harus penumpang atau barang" }),
  panjang_maks_m: z
    .number({ error: "Panjang maksimal harus angka" })
    .positive({ error: "Panjang maksimal harus lebih dari 0" })
    .max(40, { error: "Panjang maksimal paling besar 40 m" })
    .nullable(),
});
export type GolonganRule = z.output<typeof golonganRuleSchema>;

/** A group's rows ascend by length and only the last is open-ended. */
function groupProblem(rules: GolonganRule[], group: VehicleGroup): string | null {
  const rows = rules.filter((rule) => rule.kelompok === group);
  if (rows.length === 0) return `Tabel ${VEHICLE_GROUP_LABELS[group].toLowerCase()} kosong`;
  for (const [index, rule] of rows.entries()) {
    const last = index === rows.length - 1;
    if (rule.panjang_maks_m === null && !last)
      return `Golongan ${rule.golongan}: hanya baris terakhir tanpa batas`;
    if (rule.panjang_maks_m !== null && last)
      return `Golongan ${rule.golongan}: baris terakhir tanpa batas panjang`;
    const before = rows[index - 1]?.panjang_maks_m;
    if (before != null && rule.panjang_maks_m !== null && rule.panjang_maks_m <= before) {
      return `Golongan ${rule.golongan}: panjang harus naik dari baris sebelumnya`;
    }
  }
  return null;
}

const weightLimit = z
  .number({ error: "Batas berat harus angka" })
  .int({ error: "Batas berat harus bilangan bulat" })
  .min(100, { error: "Batas berat minimal 100 kg" })
  .max(200_000, { error: "Batas berat maksimal 200.000 kg" });

/** Stored in `system_settings` under `ukur_ulang`; read and saved at `/vehicle-reclassifications/settings`. */
export const reclassificationSettingsAnswerSchema = z.object({
  golongan: z.array(golonganRuleSchema).min(2, { error: "Tabel golongan minimal dua baris" }).max(40),
  timbangan: z
    .array(z.object({ port_id: databaseId("Pelabuhan", "Pilih pelabuhan"), batas_berat_kg: weightLimit }))
    .max(200),
  batas_berat_kapal: z
    .array(z.object({ ship_id: databaseId("Kapal", "Pilih kapal"), batas_berat_kg: weightLimit }))
    .max(500),
});

/** What an admin saves: the answer's shape with the table's order rules. */
export const reclassificationSettingsSchema = reclassificationSettingsAnswerSchema.superRefine(
  (value, context) => {
    for (const group of VEHICLE_GROUPS) {
      const problem = groupProblem(value.golongan, group);
      if (problem) context.addIssue({ code: "custom", path: ["golongan"], message: problem });
    }
    const ports = value.timbangan.map((row) => row.port_id);
    if (new Set(ports).size !== ports.length) {
      context.addIssue({ code: "custom", path: ["timbangan"], message: "Pelabuhan tercantum dua kali" });
    }
    const ships = value.batas_berat_kapal.map((row) => row.ship_id);
    if (new Set(ships).size !== ships.length) {
      context.addIssue({ code: "custom", path: ["batas_berat_kapal"], message: "Kapal tercantum dua kali" });
    }
  },
);
export type ReclassificationSettings = z.output<typeof reclassificationSettingsSchema>;

/** The Indonesian classes by length (Ministry of Transport): passenger and goods vehicles apart. */
export const DEFAULT_GOLONGAN_RULES: GolonganRule[] = [
  { golongan: "IVA", kelompok: "penumpang", panjang_maks_m: 5 },
  { golongan: "VA", kelompok: "penumpang", panjang_maks_m: 7 },
  { golongan: "VIA", kelompok: "penumpang", panjang_maks_m: 10 },
  { golongan: "VII", kelompok: "penumpang", panjang_maks_m: 12 },
  { golongan: "VIII", kelompok: "penumpang", panjang_maks_m: 16 },
  { golongan: "IX", kelompok: "penumpang", panjang_maks_m: null },
  { golongan: "IVB", kelompok: "barang", panjang_maks_m: 5 },
  { golongan: "VB", kelompok: "barang", panjang_maks_m: 7 },
  { golongan: "VIB", kelompok: "barang", panjang_maks_m: 10 },
  { golongan: "VII", kelompok: "barang", panjang_maks_m: 12 },
  { golongan: "VIII", kelompok: "barang", panjang_maks_m: 16 },
  { golongan: "IX", kelompok: "barang", panjang_maks_m: null },
];

export const DEFAULT_RECLASSIFICATION_SETTINGS: ReclassificationSettings = {
  golongan: DEFAULT_GOLONGAN_RULES,
  timbangan: [],
  batas_berat_kapal: [],
};

/** The group of a golongan by the table (VII to IX belong to both: the first row found decides). */
export function groupOf(rules: GolonganRule[], golongan: string): VehicleGroup | null {
  return rules.find((rule) => rule.golongan === golongan)?.kelompok ?? null;
}

/** The golongan of a vehicle of `group` that is `panjang_m` long: the first row it fits under. */
export function golonganForLength(rules: GolonganRule[], group: VehicleGroup, panjang_m: number): string {
  const rows = rules.filter((rule) => rule.kelompok === group);
  const row = rows.find((rule) => rule.panjang_maks_m === null || panjang_m <= rule.panjang_maks_m);
  return (row ?? rows[rows.length - 1])?.golongan ?? "";
}

export const GATE_PAYMENT_METHODS = ["tunai", "qris"] as const;

/** What the officer measured: length, weight (only at a port with a weighbridge) and the load state. */
export const remeasureSchema = z.object({
  panjang_m: z.coerce
    .number({ error: "Panjang harus angka (meter)" })
    .positive({ error: "Panjang harus lebih dari 0 m" })
    .max(30, { error: "Panjang maksimal 30 m" }),
  berat_kg: z.coerce
    .number({ error: "Berat harus angka (kg)" })
    .int({ error: "Berat harus bilangan bulat (kg)" })
    .positive({ error: "Berat harus lebih dari 0 kg" })
    .max(200_000, { error: "Berat maksimal 200.000 kg" })
    .nullish(),
  tipe_tiket: z.enum(TICKET_TYPES, { error: "Pilih Kosong atau Muat" }),
});
export type RemeasureInput = z.output<typeof remeasureSchema>;

/** The reclassification itself: the measurement and how the difference is settled at the gate. */
export const reclassifySchema = remeasureSchema.extend({
  method: z.enum(GATE_PAYMENT_METHODS, { error: "Pilih Tunai atau QRIS" }).optional(),
  reference: optionalText(100),
});

/** `GET /vehicle-tickets/:id/remeasure`: the vehicle as sold, and whether its gate weighs. */
export const remeasureStateSchema = z.object({
  ticket_id: z.number(),
  kode_tiket: z.string(),
  nomor_kendaraan: z.string(),
  nama_pemilik: z.string(),
  golongan: z.string().nullable(),
  tipe_tiket: z.string(),
  harga: z.number(),
  timbangan: z.boolean(),
  batas_berat_kg: z.number().nullable(),
});
export type RemeasureState = z.output<typeof remeasureStateSchema>;

/** The preview: the class and fare the measurement gives, the difference and the places left. */
export const remeasurePreviewSchema = z.object({
  golongan_lama: z.string().nullable(),
  golongan_baru: z.string(),
  tipe_lama: z.string(),
  tipe_baru: z.string(),
  harga_lama: z.number(),
  harga_baru: z.number(),
  /** Positive: kurang bayar (charged at the gate); negative: lebih bayar (credited). */
  selisih: z.number(),
  berubah: z.boolean(),
  sisa_kuota_baru: z.number().nullable(),
});
export type RemeasurePreview = z.output<typeof remeasurePreviewSchema>;

/** A recorded reclassification (the answer of the change and the receipt's content). */
export const reclassificationSchema = remeasurePreviewSchema.extend({
  id: z.number(),
  schedule_id: z.number(),
  booking_code: z.string(),
  kode_tiket: z.string(),
  nomor_kendaraan: z.string(),
  nama_pemilik: z.string(),
  panjang_m: z.number(),
  berat_kg: z.number().nullable(),
  method: z.string().nullable(),
  refund_id: z.number().nullable(),
  petugas: z.string(),
  created_at: z.string(),
});
export type Reclassification = z.output<typeof reclassificationSchema>;

/** `POST /vehicle-tickets/:id/remeasure`: no change (the preview), or the reclassification recorded. */
export const reclassifyAnswerSchema = z.discriminatedUnion("changed", [
  z.object({ changed: z.literal(false), preview: remeasurePreviewSchema }),
  z.object({ changed: z.literal(true), reclassification: reclassificationSchema }),
]);
export type ReclassifyAnswer = z.output<typeof reclassifyAnswerSchema>;

export const RECLASS_MESSAGES = {
  notVehicle: "Tiket kendaraan tidak ditemukan",
  notReclassifiable: (status: string) => `Tiket berstatus ${status} tidak dapat diukur ulang`,
  sailingClosed: "Jadwal sudah berangkat atau dibatalkan; ukur ulang tidak dapat dilakukan",
  bookingNotConfirmed: "Booking kendaraan ini belum dikonfirmasi",
  notMeasured: (golongan: string) => `Golongan ${golongan} tidak diukur ulang (tidak ada di tabel golongan)`,
  noEntry: (golongan: string) => `Kapal jadwal ini tidak memuat golongan ${golongan}`,
  full: (golongan: string) => `Kuota golongan ${golongan} pada jadwal ini sudah penuh`,
  noWeighbridge: "Pelabuhan ini tidak memiliki jembatan timbang; kosongkan berat",
  overweight: (berat: number, batas: number, where: string) =>
    `Berat ${berat.toLocaleString("id-ID")} kg melebihi batas ${where} ${batas.toLocaleString("id-ID")} kg; kendaraan tidak boleh naik`,
  methodRequired: "Pilih cara pembayaran selisih (Tunai atau QRIS)",
  creditCash: "Kelebihan bayar dikembalikan tunai dari laci petugas; pilih Tunai",
  unchanged: "Golongan dan muatan sesuai tiket; tidak ada perubahan",
  changed: (from: string, to: string) => `Tiket direklasifikasi dari golongan ${from} ke ${to}`,
} as const;
