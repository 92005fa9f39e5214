import { z } from "zod";
import { PAYMENT_METHODS } from "./bookings";
import { FARE_OWNERS, FARE_REFUND_RULES } from "./fare-components";
import { listQuerySchema, optionalId } from "./list-query";
import { scheduleSummarySchema } from "./schedules";
import { isoDate, optionalText, requiredId, requiredText } from "./text-fields";
import { timestamp } from "./wire";

/** Refunds and reschedules of confirmed bookings (see docs/decisions/012-refunds-and-reschedules.md). */

export const REFUND_KINDS = ["penumpang", "kendaraan"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_STATUSES = ["menunggu", "disetujui", "ditolak"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  menunggu: "Menunggu",
  disetujui: "Disetujui",
  ditolak: "Ditolak",
};

const ticketRef = z.object({
  jenis: z.enum(REFUND_KINDS, { error: "Jenis tiket tidak dikenal" }),
  ticket_id: requiredId("Tiket"),
});

/** What a refund covers: a booking and some or all of its tickets. */
export const refundQuoteSchema = z.object({
  booking_id: requiredId("Booking"),
  tickets: z.array(ticketRef).min(1, { error: "Pilih minimal satu tiket" }).max(200),
});
export type RefundQuoteInput = z.input<typeof refundQuoteSchema>;

export const createRefundSchema = refundQuoteSchema.extend({
  alasan: requiredText("Alasan refund", 300),
});
export type CreateRefundInput = z.input<typeof createRefundSchema>;

export const approveRefundSchema = z.object({
  /** How the money goes back; an agent's booking is always credited to the agent's balance. */
  method: z.enum(PAYMENT_METHODS, { error: "Metode pengembalian tidak dikenal" }).optional(),
  reference: optionalText(100),
  catatan: optionalText(300),
});
export type ApproveRefundInput = z.input<typeof approveRefundSchema>;

/** The most refunds one bulk approval takes (each in its own transaction). */
export const BULK_APPROVE_MAX = 100;

/**
 * POST /api/refunds/approve-bulk: waiting refunds of sailings the operator cancelled, approved one by one
 * with the same method (an agent's booking always goes back to the agent's balance).
 */
export const bulkApproveRefundSchema = approveRefundSchema.extend({
  ids: z
    .array(requiredId("Refund"), { error: "Pilih minimal satu refund" })
    .min(1, { error: "Pilih minimal satu refund" })
    .max(BULK_APPROVE_MAX, { error: `Maksimal ${BULK_APPROVE_MAX} refund sekaligus` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: "Refund yang sama dipilih lebih dari sekali",
    }),
});
export type BulkApproveRefundInput = z.input<typeof bulkApproveRefundSchema>;

/**
 * What a refund does with one fare component line of a ticket (decision 044): what it paid at the sale
 * and what goes back under its rule (no refund fee applies to components).
 */
export const refundComponentSchema = z.object({
  booking_fare_component_id: z.number().int(),
  jenis: z.enum(REFUND_KINDS),
  ticket_id: z.number().int(),
  component_id: z.number().int(),
  nama: z.string(),
  pemilik: z.enum(FARE_OWNERS),
  aturan_refund: z.enum(FARE_REFUND_RULES),
  dibayar: z.number().int(),
  dikembalikan: z.number().int(),
});
export type RefundComponent = z.input<typeof refundComponentSchema>;

/** A ticket of a refund quote or of a booking looked up for a refund, with its share of the refund. */
const refundTicketSchema = z.object({
  jenis: z.enum(REFUND_KINDS),
  ticket_id: z.number().int(),
  kode_tiket: z.string(),
  nama: z.string(),
  amount: z.number().int(),
});

/**
 * What a refund would return now: the transport fare of the tickets (`tarif_angkutan`, the only part the
 * fee `potongan` is taken from), each component line, `jumlah_kotor` = transport fare + components
 * returned, and `jumlah_refund` = `jumlah_kotor` − `potongan`. A ticket's `amount` is its share of
 * `jumlah_kotor`.
 */
export const refundQuoteAnswerSchema = z.object({
  booking_id: z.number().int(),
  booking_code: z.string(),
  batas_refund_jam: z.number().int(),
  potongan_persen: z.number().int(),
  tarif_angkutan: z.number().int(),
  jumlah_kotor: z.number().int(),
  potongan: z.number().int(),
  jumlah_refund: z.number().int(),
  komponen: z.array(refundComponentSchema),
  tickets: z.array(refundTicketSchema),
});
export type RefundQuoteAnswer = z.input<typeof refundQuoteAnswerSchema>;

/** The answer of a bulk approval: one line per refund asked, in the order asked. */
export const bulkApproveResultSchema = z.object({
  disetujui: z.number().int(),
  gagal: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      disetujui: z.boolean(),
      booking_code: z.string().nullable(),
      jumlah_refund: z.number().int().nullable(),
      message: z.string(),
    }),
  ),
});
export type BulkApproveResult = z.input<typeof bulkApproveResultSchema>;

/** A ticket a refund covers and what it returns before the fee. */
export const refundItemSchema = z.object({
  jenis: z.enum(REFUND_KINDS),
  ticket_id: z.number().int(),
  amount: z.number().int(),
  kode_tiket: z.string(),
  nama: z.string(),
  status_tiket: z.string(),
});
export type RefundItem = z.input<typeof refundItemSchema>;

/** A refund as `/refunds` answers it: its row, booking, sailing, who asked and decided, lines and tickets. */
export const refundSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  catatan: z.string().nullable(),
  requested_by: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: timestamp.nullable(),
  alasan: z.string(),
  potongan_persen: z.number().int(),
  jumlah_kotor: z.number().int(),
  potongan: z.number().int(),
  jumlah_refund: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  shift_id: z.number().int().nullable(),
  created_at: timestamp,
  booking: z
    .object({
      id: z.number().int(),
      booking_code: z.string(),
      schedule_id: z.number().int(),
      status: z.string(),
      channel: z.string(),
      pemesan_nama: z.string(),
    })
    .nullable(),
  schedule: scheduleSummarySchema.nullable(),
  requested_by_username: z.string().nullable(),
  decided_by_username: z.string().nullable(),
  /** What the refund did with each component line of its tickets (decision 044). */
  komponen: z.array(refundComponentSchema),
  items: z.array(refundItemSchema),
});
export type Refund = z.input<typeof refundSchema>;

/** `GET /refunds/booking`: a booking by code with every ticket and whether a refund already holds it. */
export const bookingForRefundSchema = z.object({
  id: z.number().int(),
  booking_code: z.string(),
  status: z.string(),
  channel: z.string(),
  pemesan_nama: z.string(),
  schedule_id: z.number().int(),
  schedule: scheduleSummarySchema.nullable(),
  tickets: z.array(
    refundTicketSchema.extend({
      status_tiket: z.string(),
      refund_status: z.enum(REFUND_STATUSES).nullable(),
    }),
  ),
});
export type BookingForRefund = z.input<typeof bookingForRefundSchema>;

export const rejectRefundSchema = z.object({ catatan: requiredText("Alasan penolakan", 300) });
export type RejectRefundInput = z.input<typeof rejectRefundSchema>;

export const refundListQuery = listQuerySchema(["created_at", "status", "jumlah_refund"], {
  jenis: z.enum(REFUND_KINDS, { error: "Jenis tiket tidak dikenal" }).optional(),
  status: z.enum(REFUND_STATUSES, { error: "Status refund tidak dikenal" }).optional(),
  schedule_id: optionalId,
  date: isoDate.optional(),
  code: z.string().trim().toUpperCase().max(20).optional(),
});
export type RefundListQuery = z.output<typeof refundListQuery>;

export const rescheduleSchema = z.object({
  to_schedule_id: requiredId("Jadwal tujuan"),
  method: z.enum(PAYMENT_METHODS, { error: "Metode pembayaran tidak dikenal" }).optional(),
  reference: optionalText(100),
});
export type RescheduleInput = z.input<typeof rescheduleSchema>;

export const REFUND_MESSAGES = {
  notFound: "Refund tidak ditemukan",
  notConfirmed: "Hanya booking berstatus confirmed yang dapat di-refund",
  ticketNotFound: "Tiket tidak ditemukan pada booking ini",
  used: "Tiket yang sudah digunakan tidak dapat di-refund",
  notActive: (kode: string) => `Tiket ${kode} tidak aktif dan tidak dapat di-refund`,
  tooLate: (jam: number) => `Refund hanya dapat diajukan paling lambat ${jam} jam sebelum keberangkatan`,
  vehicleForbidden: "Refund tiket kendaraan tidak diizinkan",
  alreadyRequested: (kode: string) => `Tiket ${kode} sudah diajukan refund`,
  alreadyDecided: "Refund ini sudah diproses",
  bulkOnlyCancelled: "Persetujuan massal hanya untuk refund dari jadwal yang dibatalkan operator",
  bulkApproved: (n: number, gagal: number) =>
    gagal === 0 ? `${n} refund disetujui` : `${n} refund disetujui, ${gagal} gagal`,
  duplicateTicket: "Tiket yang sama dipilih lebih dari sekali",
  rescheduleNotConfirmed: "Hanya booking berstatus confirmed yang dapat di-reschedule",
  rescheduleSameSchedule: "Pilih jadwal lain dari jadwal booking saat ini",
  rescheduleOtherRoute: "Jadwal tujuan harus pada rute yang sama",
  rescheduleUsed: "Booking dengan tiket yang sudah digunakan tidak dapat di-reschedule",
  rescheduleNoEntry: (nama: string) => `Jadwal tujuan tidak menjual ${nama}`,
  reschedulePayment: "Metode pembayaran wajib diisi untuk biaya reschedule",
  rescheduleRefundWaiting:
    "Booking ini masih memiliki permintaan refund yang menunggu persetujuan. Setujui atau tolak refund tersebut sebelum reschedule.",
} as const;
