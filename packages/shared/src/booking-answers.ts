import { z } from "zod";
import { componentLineSchema, componentSummarySchema } from "./booking-components";
import { BOOKING_CHANNELS, BOOKING_STATUSES, PAYMENT_STATUSES, SPACE_STATUSES } from "./bookings";
import { CARGO_CATEGORIES } from "./cargo-types";
import { scheduleSummarySchema } from "./schedules";
import { ticketSchema } from "./tickets";

/**
 * The staff sales answers (`/api/bookings`, decision 036): a booking whole, a list row, a quote, the
 * agent's report. Moments travel as ISO text, as the presenters write them.
 */
const int = z.number().int();
const moment = z.string();
const text = z.string().nullable();

/** A staff account as a booking names it (who sold it, the agent). */
export const userRefSchema = z.object({ id: int, username: z.string(), nama_lengkap: z.string() });
export type UserRef = z.input<typeof userRefSchema>;

const companyRef = z.object({ id: int, nama: z.string() });

/** The booking columns every answer carries, with labels and the amount still due (`sisa_tagihan`). */
export const bookingHeadSchema = z.object({
  id: int,
  booking_code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  status_label: z.string(),
  channel: z.enum(BOOKING_CHANNELS),
  space_status: z.enum(SPACE_STATUSES).nullable(),
  on_credit: z.boolean(),
  seats_held: z.boolean(),
  pemesan_nama: z.string(),
  pemesan_telepon: text,
  pemesan_email: text,
  kirim_etiket: z.boolean(),
  keterangan: text,
  subtotal_penumpang: int,
  subtotal_kendaraan: int,
  biaya_komponen: int,
  total_potongan: int,
  total_harga: int,
  total_dibayar: int,
  sisa_tagihan: int,
  expires_at: moment.nullable(),
  confirmed_at: moment.nullable(),
  cancelled_at: moment.nullable(),
  /** Set while its sailing, cancelled by the operator, holds it: to be moved or refunded. */
  terdampak_at: moment.nullable(),
  created_at: moment,
});

const lineCargoType = z
  .object({
    id: int,
    nama: z.string(),
    kategori: z.enum(CARGO_CATEGORIES),
    golongan: text,
    kelas: text,
    kelompok_umur: text,
  })
  .nullable();

/** A person on board (a passenger, or a rider when `vehicle_id` is set) with the fare the sale fixed. */
export const bookingPassengerSchema = z.object({
  id: int,
  vehicle_id: int.nullable(),
  ticket_price_id: int.nullable(),
  cargo_type: lineCargoType,
  nama_lengkap: z.string(),
  is_child: z.boolean(),
  is_infant: z.boolean(),
  jenis_identitas: text,
  nomor_identitas: text,
  jenis_kelamin: text,
  usia: int.nullable(),
  tanggal_lahir: text,
  free_rider: z.boolean(),
  seat_taken: z.boolean(),
  harga: int,
  potongan: int,
  komponen: z.array(componentLineSchema),
});
export type BookingPassenger = z.input<typeof bookingPassengerSchema>;

export const bookingVehicleSchema = z.object({
  id: int,
  ticket_price_id: int.nullable(),
  cargo_type: lineCargoType,
  nomor_kendaraan: z.string(),
  nama_pemilik: z.string(),
  tipe_tiket: z.string(),
  muatan_keterangan: text,
  berat_kg: int.nullable(),
  free_riders: int,
  harga: int,
  potongan: int,
  komponen: z.array(componentLineSchema),
});
export type BookingVehicle = z.input<typeof bookingVehicleSchema>;

const bookingTicket = z.object({
  id: int,
  kode_tiket: z.string(),
  status_tiket: z.string(),
  tanggal_berlaku: moment,
  tanggal_kadaluarsa: moment,
});

/** What a booking's tickets print: head, sailing, people and vehicles with their prices, and tickets. */
export const ticketedBookingSchema = bookingHeadSchema.extend({
  schedule: scheduleSummarySchema.nullable(),
  /** The fare components summed over the booking (decision 042). */
  komponen: z.array(componentSummarySchema),
  passengers: z.array(bookingPassengerSchema),
  vehicles: z.array(bookingVehicleSchema),
  tickets: z.object({
    passenger_tickets: z.array(bookingTicket.extend({ booking_passenger_id: int })),
    vehicle_tickets: z.array(bookingTicket.extend({ booking_vehicle_id: int })),
  }),
});

export const bookingPaymentSchema = z.object({
  id: int,
  method: z.string(),
  method_label: z.string(),
  amount: int,
  reference: text,
  bukti_url: text,
  status: z.enum(PAYMENT_STATUSES),
  status_label: z.string(),
  catatan: text,
  recorded_by_name: text,
  verified_by_name: text,
  verified_at: moment.nullable(),
  created_at: moment,
});
export type BookingPayment = z.input<typeof bookingPaymentSchema>;

export const statusChangeSchema = z.object({
  from_status: text,
  to_status: z.string(),
  username: text,
  catatan: text,
  created_at: moment,
});
export type StatusChange = z.input<typeof statusChangeSchema>;

/** A whole booking, as `GET /bookings/{id}`, a sale and every booking action answer it. */
export const bookingSchema = ticketedBookingSchema.extend({
  created_by: userRefSchema.nullable(),
  agent: userRefSchema.nullable(),
  expedition_company: companyRef.nullable(),
  payments: z.array(bookingPaymentSchema),
  history: z.array(statusChangeSchema),
});
export type Booking = z.input<typeof bookingSchema>;

/** One row of `GET /bookings`: the head, counts of people and vehicles, transfers waiting, who sold. */
export const bookingSummarySchema = bookingHeadSchema.extend({
  jumlah_penumpang: int,
  jumlah_kendaraan: int,
  pembayaran_menunggu: int,
  schedule: scheduleSummarySchema.nullable(),
  agent: userRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  expedition_company: companyRef.nullable(),
});
export type BookingSummary = z.input<typeof bookingSummarySchema>;

const quotedPerson = z.object({
  nama_lengkap: z.string(),
  is_child: z.boolean(),
  is_infant: z.boolean(),
  free_rider: z.boolean(),
  seat_taken: z.boolean(),
  harga: int,
  potongan: int,
  komponen: z.array(componentLineSchema),
});

/** `POST /bookings/quote`: the price of a sale without selling it, line by line, with the discounts applied. */
export const saleQuoteSchema = z.object({
  subtotal_penumpang: int,
  subtotal_kendaraan: int,
  biaya_komponen: int,
  total_potongan: int,
  total_harga: int,
  /** One line per fare component, summed over the sale. */
  komponen: z.array(componentSummarySchema),
  passengers: z.array(quotedPerson),
  vehicles: z.array(
    z.object({
      nomor_kendaraan: z.string(),
      tipe_tiket: z.string(),
      harga: int,
      potongan: int,
      komponen: z.array(componentLineSchema),
      riders: z.array(quotedPerson),
    }),
  ),
  potongan: z.array(z.object({ discount_id: int, nama: z.string() })),
});
export type SaleQuote = z.input<typeof saleQuoteSchema>;

const dayTotals = z.object({ date: z.string(), bookings: int, penumpang: int, kendaraan: int, total: int });

/** `GET /bookings/agent-report`: an agent's sales per day of a period and in all (cancelled apart). */
export const agentSalesReportSchema = z.object({
  agent: userRefSchema.nullable(),
  from: z.string(),
  to: z.string(),
  summary: z.object({
    bookings: int,
    penumpang: int,
    kendaraan: int,
    total_penjualan: int,
    dibatalkan: int,
  }),
  days: z.array(dayTotals),
});
export type AgentSalesReport = z.input<typeof agentSalesReportSchema>;

/** `POST /bookings/{id}/reschedule/quote`: what moving the booking to `to_schedule_id` costs. */
export const rescheduleQuoteSchema = z.object({
  booking_id: int,
  booking_code: z.string(),
  from_schedule_id: int,
  to_schedule_id: int,
  waktu_berangkat: moment,
  biaya: int,
  selisih_harga: int,
  total_bayar: int,
});
export type RescheduleQuote = z.input<typeof rescheduleQuoteSchema>;

/** `POST /bookings/{id}/reschedule`: the reschedule written (`id`) and what it cost. */
export const rescheduleAnswerSchema = z.object({ id: int, ...rescheduleQuoteSchema.shape });

/** `GET /bookings/{id}/tickets` and the ticket issue: a booking's tickets and whether they may be printed. */
export const bookingTicketsSchema = z.object({
  booking_id: int,
  booking_code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  passenger_tickets: z.array(ticketSchema),
  vehicle_tickets: z.array(ticketSchema),
  print_available: z.boolean(),
});
export type BookingTickets = z.input<typeof bookingTicketsSchema>;
