import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import {
  birthDate,
  emptyAsNull,
  isoDate,
  optionalText,
  requiredId,
  requiredText,
  rupiah,
} from "./text-fields";

/** Booking statuses and their labels (public specification, section 4). */
export const BOOKING_STATUSES = ["pending", "waiting_payment", "paid", "confirmed", "cancel"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Menunggu Konfirmasi",
  waiting_payment: "Menunggu Pembayaran",
  paid: "Sudah Dibayar",
  confirmed: "Dikonfirmasi",
  cancel: "Dibatalkan",
};
/** The label of a status; unknown values are shown raw. */
export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

/** The legal moves: forward one step, or `cancel` from any but confirmed (a confirmed booking leaves by refund). */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["waiting_payment", "cancel"],
  waiting_payment: ["paid", "cancel"],
  paid: ["confirmed", "cancel"],
  confirmed: [],
  cancel: [],
};
export function canTransition(from: string, to: BookingStatus): boolean {
  return (BOOKING_TRANSITIONS[from as BookingStatus] ?? []).includes(to);
}

export const BOOKING_CHANNELS = ["loket", "ekspedisi", "agen", "online"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
export const BOOKING_CHANNEL_LABELS: Record<BookingChannel, string> = {
  loket: "Loket",
  ekspedisi: "Ekspedisi",
  agen: "Agen",
  online: "Online",
};

/** Methods staff record; `saldo_agen` and `kredit` are written by the system (agent balance, expedition credit). */
export const PAYMENT_METHODS = ["tunai", "transfer", "qris"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  tunai: "Tunai",
  transfer: "Transfer Bank",
  qris: "QRIS",
  saldo_agen: "Saldo Agen",
  kredit: "Kredit Ekspedisi",
  midtrans: "Pembayaran Online",
};
export const PAYMENT_STATUSES = ["menunggu", "diterima", "ditolak", "dikembalikan"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  menunggu: "Menunggu Verifikasi",
  diterima: "Diterima",
  ditolak: "Ditolak",
  dikembalikan: "Dikembalikan",
};
/** Expedition space approval (null for the other channels). */
export const SPACE_STATUSES = ["menunggu", "disetujui", "ditolak"] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];
export const SPACE_STATUS_LABELS: Record<string, string> = {
  menunggu: "Menunggu ACC Space",
  disetujui: "Space Disetujui",
  ditolak: "Space Ditolak",
};

export const TICKET_TYPES = ["kosong", "muat"] as const;
export const TICKET_TYPE_LABELS: Record<(typeof TICKET_TYPES)[number], string> = {
  kosong: "Kosong",
  muat: "Muat",
};
export const IDENTITY_TYPES = ["KTP", "SIM", "PASSPORT"] as const;
export const GENDERS = ["L", "P"] as const;
export const GENDER_LABELS = { L: "Laki-laki", P: "Perempuan" } as const;

/** Booking codes: 8 characters from upper-case letters and digits without look-alikes (0/O, 1/I). */
export const BOOKING_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const BOOKING_CODE_LENGTH = 8;

const identity = {
  jenis_identitas: emptyAsNull(z.enum(IDENTITY_TYPES, { error: "Jenis identitas tidak dikenal" }).nullable()),
  nomor_identitas: optionalText(40),
  jenis_kelamin: emptyAsNull(z.enum(GENDERS, { error: "Jenis kelamin harus L atau P" }).nullable()),
  usia: emptyAsNull(
    z.coerce
      .number({ error: "Usia harus angka" })
      .int({ error: "Usia harus bilangan bulat" })
      .min(0, { error: "Usia tidak boleh negatif" })
      .max(120, { error: "Usia tidak valid" })
      .nullable(),
  ),
  tanggal_lahir: emptyAsNull(birthDate("Tanggal lahir wajib diisi").nullable()),
  is_child: z.boolean().default(false),
  is_infant: z.boolean().default(false),
};

/** A passenger: `ticket_price_id` is the schedule's available-seat entry (its `ticket_price_id`). */
export const bookingPassengerSchema = z.object({
  ticket_price_id: requiredId("Kelas penumpang"),
  nama_lengkap: requiredText("Nama lengkap", 100),
  ...identity,
});
export type BookingPassengerInput = z.input<typeof bookingPassengerSchema>;

/** A rider of a vehicle (driver, helper, passengers in it, infants too); without an entry, the cheapest adult seat. */
export const bookingRiderSchema = z.object({
  ticket_price_id: emptyAsNull(requiredId("Kelas penumpang").nullable()),
  nama_lengkap: requiredText("Nama lengkap", 100),
  ...identity,
});

export const bookingVehicleSchema = z.object({
  ticket_price_id: requiredId("Golongan kendaraan"),
  nomor_kendaraan: requiredText("Nomor kendaraan", 20).transform((value) => value.toUpperCase()),
  nama_pemilik: requiredText("Nama pemilik", 100),
  tipe_tiket: z.enum(TICKET_TYPES, { error: "Tipe tiket harus kosong atau muat" }),
  muatan_keterangan: optionalText(200),
  berat_kg: emptyAsNull(
    z.coerce.number({ error: "Berat harus angka" }).int().min(0).max(1_000_000).nullable(),
  ),
  riders: z.array(bookingRiderSchema).max(60, { error: "Maksimal 60 penumpang per kendaraan" }).default([]),
});
export type BookingVehicleInput = z.input<typeof bookingVehicleSchema>;

export const paymentInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Metode pembayaran tidak dikenal" }),
  amount: rupiah("Jumlah bayar").refine((value) => value > 0, { error: "Jumlah bayar harus lebih dari 0" }),
  reference: optionalText(100),
  bukti_url: optionalText(300),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/**
 * `POST /api/bookings`: one sale for every channel; the channel follows from the signed-in user and the
 * body (`expedition_company_id` makes an expedition request; an agent's sale is an agent booking).
 */
export const createBookingSchema = z
  .object({
    schedule_id: requiredId("Jadwal"),
    pemesan_nama: requiredText("Nama pemesan", 100),
    pemesan_telepon: optionalText(30),
    pemesan_email: emptyAsNull(z.email({ error: "Format email tidak valid" }).nullable()),
    /** 'Kirim e-tiket': send the e-tickets to the e-mail and WhatsApp given (decision 024). */
    kirim_etiket: z.boolean({ error: "Kirim e-tiket harus ya atau tidak" }).default(true),
    keterangan: optionalText(500),
    expedition_company_id: emptyAsNull(requiredId("Perusahaan ekspedisi").nullable()),
    potongan_id: emptyAsNull(requiredId("Potongan").nullable()),
    passengers: z.array(bookingPassengerSchema).max(100, { error: "Maksimal 100 penumpang" }).default([]),
    vehicles: z.array(bookingVehicleSchema).max(30, { error: "Maksimal 30 kendaraan" }).default([]),
    payment: paymentInputSchema.nullish(),
  })
  .refine((value) => value.passengers.length + value.vehicles.length > 0, {
    error: "Isi minimal satu penumpang atau kendaraan",
    path: ["passengers"],
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const cancelBookingSchema = z.object({ alasan: requiredText("Alasan pembatalan", 300) });
export const decisionSchema = z.object({ catatan: optionalText(300) });
export const rejectionSchema = z.object({ catatan: requiredText("Alasan penolakan", 300) });
/** Expedition space approval: on credit (within the company's plafon) or to wait for payment. */
export const spaceApprovalSchema = z.object({
  on_credit: z.boolean().default(false),
  catatan: optionalText(300),
});

export const bookingListQuery = listQuerySchema(["created_at", "booking_code", "total_harga", "status"], {
  status: z.enum(BOOKING_STATUSES, { error: "Status booking tidak dikenal" }).optional(),
  channel: z.enum(BOOKING_CHANNELS, { error: "Kanal penjualan tidak dikenal" }).optional(),
  schedule_id: optionalId,
  agent_user_id: optionalId,
  expedition_company_id: optionalId,
  space_status: z.enum(SPACE_STATUSES).optional(),
  /** Bookings with a transfer waiting for approval. */
  payment_status: z.enum(["menunggu", "diterima", "ditolak"]).optional(),
  date: isoDate.optional(),
  code: z.string().trim().toUpperCase().max(20).optional(),
});
export type BookingListQuery = z.output<typeof bookingListQuery>;

/** Refusals of the sales rules, kept together. */
export const BOOKING_MESSAGES = {
  notFound: "Booking tidak ditemukan",
  scheduleNotFound: "Jadwal tidak ditemukan",
  scheduleDeparted: "Jadwal sudah berangkat, tidak dapat dijual",
  scheduleCancelled: "Jadwal sudah dibatalkan, tidak dapat dijual",
  scheduleClosed: "Penjualan untuk jadwal ini sudah ditutup",
  unknownEntry: "Harga tiket tidak tersedia untuk jadwal ini",
  notPassengerEntry: "Kelas yang dipilih bukan kelas penumpang",
  notVehicleEntry: "Golongan yang dipilih bukan kendaraan yang dapat diangkut kapal ini",
  noSeatEntry: "Jadwal ini tidak memiliki kelas penumpang untuk penumpang kendaraan",
  quotaExceeded: (nama: string, sisa: number) => `Kuota ${nama} tidak mencukupi (sisa ${sisa})`,
  invalidTransition: (from: string, to: string) =>
    `Status booking tidak dapat diubah dari ${bookingStatusLabel(from)} ke ${bookingStatusLabel(to)}`,
  expired: "Batas waktu pembayaran booking ini sudah lewat",
  overpaid: (sisa: number) => `Jumlah bayar melebihi sisa tagihan (Rp ${sisa.toLocaleString("id-ID")})`,
  notExpedition: "Booking ini bukan booking ekspedisi",
  companyRequired: "Perusahaan ekspedisi wajib dipilih",
  companyInactive: "Perusahaan ekspedisi tidak aktif",
  spaceNotWaiting: "Booking ini tidak sedang menunggu ACC space",
  paymentNotWaiting: "Pembayaran ini tidak sedang menunggu verifikasi",
  agentNoPayment: "Penjualan agen dibayar dari saldo agen",
} as const;
