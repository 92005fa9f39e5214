import { z } from "zod";
import { bookingSummarySchema } from "./booking-answers";
import { publicBookingSchema, publicBookingTicketsSchema } from "./booking-check";
import { componentSummarySchema } from "./booking-components";
import {
  BOOKING_STATUSES,
  bookingPassengerSchema,
  bookingVehicleSchema,
  GENDERS,
  IDENTITY_TYPES,
} from "./bookings";
import { listQuerySchema } from "./list-query";
import { gatewayOfferSchema } from "./payment-gateway";
import { wholeNumber, yesNo } from "./settings-rules";
import { emptyAsNull, optionalText, requiredId, requiredText } from "./text-fields";

/**
 * The operator's 'Booking Online' setting (`system_settings` key `online`, edited on /management):
 * customers may book when `aktif`; sales open `hari_buka_penjualan` days before departure and close
 * `tutup_menit_sebelum_berangkat` minutes before it; an unpaid online booking is held
 * `batas_waktu_pembayaran_menit`; the customer transfers to the bank account below.
 */
export const onlineBookingSettingsSchema = z
  .object({
    aktif: yesNo("Booking online"),
    hari_buka_penjualan: wholeNumber("Hari buka penjualan", 1, 365),
    tutup_menit_sebelum_berangkat: wholeNumber("Tutup penjualan online", 0, 10_080),
    batas_waktu_pembayaran_menit: wholeNumber("Batas waktu pembayaran online", 5, 10_080),
    nama_bank: z.string().trim().max(60, { error: "Nama bank maksimal 60 karakter" }),
    nomor_rekening: z
      .string()
      .trim()
      .max(40, { error: "Nomor rekening maksimal 40 karakter" })
      .regex(/^[0-9 .-]*$/, { error: "Nomor rekening hanya berisi angka" }),
    atas_nama: z.string().trim().max(100, { error: "Atas nama maksimal 100 karakter" }),
  })
  .superRefine((value, context) => {
    if (!value.aktif) return;
    for (const [field, label] of [
      ["nama_bank", "Nama bank"],
      ["nomor_rekening", "Nomor rekening"],
      ["atas_nama", "Atas nama rekening"],
    ] as const) {
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: `${label} wajib diisi` });
    }
  });
export type OnlineBookingSettings = z.output<typeof onlineBookingSettingsSchema>;

export const DEFAULT_ONLINE_BOOKING_SETTINGS: OnlineBookingSettings = {
  aktif: false,
  hari_buka_penjualan: 60,
  tutup_menit_sebelum_berangkat: 60,
  batas_waktu_pembayaran_menit: 60,
  nama_bank: "",
  nomor_rekening: "",
  atas_nama: "",
};

/** `GET /api/public/online-booking`: what the public site needs to know of the setting. */
export const publicOnlineBookingSchema = z.object({
  enabled: z.boolean(),
  hari_buka_penjualan: z.number().int(),
  tutup_menit_sebelum_berangkat: z.number().int(),
  batas_waktu_pembayaran_menit: z.number().int(),
});
export type PublicOnlineBooking = z.input<typeof publicOnlineBookingSchema>;

/**
 * `POST /api/customer/bookings` (and its quote): the counter sale's lines without what the customer does
 * not choose (the buyer is the signed-in customer, no expedition, no manual discount, no payment at once).
 */
export const customerBookingSchema = z
  .object({
    schedule_id: requiredId("Jadwal"),
    keterangan: optionalText(500),
    /** 'Kirim e-tiket' to the customer's e-mail and WhatsApp (decision 024). */
    kirim_etiket: z.boolean({ error: "Kirim e-tiket harus ya atau tidak" }).default(true),
    passengers: z.array(bookingPassengerSchema).max(50, { error: "Maksimal 50 penumpang" }).default([]),
    vehicles: z.array(bookingVehicleSchema).max(10, { error: "Maksimal 10 kendaraan" }).default([]),
  })
  .refine((value) => value.passengers.length + value.vehicles.length > 0, {
    error: "Isi minimal satu penumpang atau kendaraan",
    path: ["passengers"],
  });
export type CustomerBookingInput = z.input<typeof customerBookingSchema>;

export const customerBookingListQuery = listQuerySchema(["created_at"], {
  status: z.enum(BOOKING_STATUSES, { error: "Status booking tidak dikenal" }).optional(),
  code: z.string().trim().toUpperCase().max(20).optional(),
});

/** One row of `GET /api/customer/bookings`: the staff list's row without who sold it. */
export const customerBookingRowSchema = bookingSummarySchema.omit({
  agent: true,
  created_by: true,
  expedition_company: true,
});
export type CustomerBookingRow = z.input<typeof customerBookingRowSchema>;

/** `PUT /api/customer/bookings/:code/passengers/:id`: what a customer may correct (never the fare). */
export const passengerCorrectionSchema = z.object({
  nama_lengkap: requiredText("Nama lengkap", 100),
  jenis_identitas: emptyAsNull(z.enum(IDENTITY_TYPES, { error: "Jenis identitas tidak dikenal" }).nullable()),
  nomor_identitas: optionalText(40),
  jenis_kelamin: emptyAsNull(z.enum(GENDERS, { error: "Jenis kelamin harus L atau P" }).nullable()),
});
export type PassengerCorrection = z.input<typeof passengerCorrectionSchema>;

/** Proof of payment files: images or PDF, at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export { ONLINE_BOOKING_MESSAGES } from "./online-booking-messages";

/** A bank account the customer transfers to. */
export const bankAccountSchema = z.object({
  nama_bank: z.string(),
  nomor_rekening: z.string(),
  atas_nama: z.string(),
});
export type BankAccount = z.input<typeof bankAccountSchema>;

/** How the customer pays a waiting booking (the payment provider's instructions). */
export const paymentInstructionsSchema = z.object({
  provider: z.string(),
  label: z.string(),
  /** The amount still due, integer rupiah. */
  amount: z.number().int(),
  /** ISO time after which the booking is cancelled unless a proof is waiting for verification. */
  deadline: z.string().nullable(),
  accounts: z.array(bankAccountSchema),
  steps: z.array(z.string()),
});
export type PaymentInstructions = z.input<typeof paymentInstructionsSchema>;

const ownPassenger = z.object({
  id: z.number().int(),
  /** Set for a rider of one of the booking's vehicles. */
  vehicle_id: z.number().int().nullable(),
  nama_lengkap: z.string(),
  jenis_identitas: z.string().nullable(),
  nomor_identitas: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  usia: z.number().int().nullable(),
  is_child: z.boolean(),
  is_infant: z.boolean(),
  /** The passenger's class (cargo type name). */
  kelas: z.string().nullable(),
  harga: z.number().int(),
  komponen: z.array(componentSummarySchema),
});

const publicVehicle = publicBookingSchema.shape.vehicles.element.shape;
/** A vehicle of the booking with its id and price (the public check's fields in the same order). */
const ownVehicle = z.object({
  id: z.number().int(),
  cargo_type: publicVehicle.cargo_type,
  nomor_kendaraan: publicVehicle.nomor_kendaraan,
  nama_pemilik: publicVehicle.nama_pemilik,
  tipe_tiket: publicVehicle.tipe_tiket,
  harga: z.number().int(),
  komponen: publicVehicle.komponen,
});

const ownPayment = z.object({
  id: z.number().int(),
  method: z.string(),
  method_label: z.string(),
  amount: z.number().int(),
  status: z.string(),
  status_label: z.string(),
  catatan: z.string().nullable(),
  bukti_url: z.string().nullable(),
  created_at: z.string(),
});

/**
 * `GET /api/customer/bookings/:code` and every change of it (book, send a proof, correct, cancel, pay at
 * the gateway): the public check's booking plus what is the customer's own — passengers with their
 * identity and ids, vehicles with their prices, payments, the deadline, the transfer instructions, the
 * gateway's offer and which actions apply.
 */
export const customerBookingViewSchema = publicBookingSchema.extend({
  channel: z.string(),
  pemesan_nama: z.string(),
  pemesan_telepon: z.string().nullable(),
  pemesan_email: z.string().nullable(),
  /** 'Kirim e-tiket' of the sale: the e-tickets go to the e-mail and phone above once confirmed. */
  kirim_etiket: z.boolean(),
  total_dibayar: z.number().int(),
  sisa_tagihan: z.number().int(),
  expires_at: z.string().nullable(),
  passengers: z.array(ownPassenger),
  vehicles: z.array(ownVehicle),
  payments: z.array(ownPayment),
  tickets: publicBookingTicketsSchema,
  print_available: z.boolean(),
  proof_waiting: z.boolean(),
  can_upload_proof: z.boolean(),
  can_cancel: z.boolean(),
  can_correct: z.boolean(),
  payment_instructions: paymentInstructionsSchema.nullable(),
  /** Online payment (VA, QRIS, e-wallet) when the gateway is on and the booking waits. */
  gateway: gatewayOfferSchema.nullable(),
});
export type CustomerBooking = z.input<typeof customerBookingViewSchema>;
