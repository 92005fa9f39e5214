import { z } from "zod";
import { componentSummarySchema } from "./booking-components";
import { DOCUMENT_MESSAGES } from "./documents";

/**
 * The public booking check (public specification sections 2, 5, 8 and 9): the booking-code rule the
 * page and the public endpoints share, and the texts both sides show.
 */
export const BOOKING_CODE_MIN = 6;
export const BOOKING_CODE_MAX = 20;

export const BOOKING_CHECK_MESSAGES = {
  required: "Kode booking harus diisi",
  tooShort: "Kode booking minimal 6 karakter",
  tooLong: "Kode booking maksimal 20 karakter",
  characters: "Kode booking hanya boleh berisi huruf dan angka",
  notFound: DOCUMENT_MESSAGES.notFound,
  checkFailed: "Gagal memeriksa booking",
  notPrintable: DOCUMENT_MESSAGES.notPrintable,
  printDataFailed: "Gagal memuat data tiket",
} as const;

/** A booking code as typed: trimmed, upper-cased, 6 to 20 letters and digits. */
export const bookingCodeSchema = z
  .string({ error: BOOKING_CHECK_MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, { error: BOOKING_CHECK_MESSAGES.required, abort: true })
  .min(BOOKING_CODE_MIN, { error: BOOKING_CHECK_MESSAGES.tooShort, abort: true })
  .max(BOOKING_CODE_MAX, { error: BOOKING_CHECK_MESSAGES.tooLong, abort: true })
  .regex(/^[A-Z0-9]+$/, { error: BOOKING_CHECK_MESSAGES.characters });

/** A booking by its code: the check form's input and the `:code` of the booking routes. */
export const bookingCodeInputSchema = z.object({ code: bookingCodeSchema });

/** The public check page offers ticket printing only for confirmed bookings. */
export function ticketsOfferedPublicly(status: string): boolean {
  return status === "confirmed";
}

const publicPort = z.object({ nama: z.string(), kode: z.string(), zona_waktu: z.string() });

/**
 * `GET /api/public/bookings/check/{code}`: nothing private (no identity numbers, contacts, per-person
 * prices, staff, payments); the fare components, the same for everyone of a class, are shown per line.
 * The server's answer is parsed through it, so unknown keys never leave.
 */
export const publicBookingSchema = z.object({
  booking_code: z.string(),
  status: z.string(),
  status_label: z.string(),
  created_at: z.string(),
  subtotal_penumpang: z.number(),
  subtotal_kendaraan: z.number(),
  total_potongan: z.number(),
  biaya_komponen: z.number(),
  total_harga: z.number(),
  /** The fare components summed over the booking (decision 042). */
  komponen: z.array(componentSummarySchema),
  schedule: z
    .object({
      waktu_berangkat: z.string(),
      waktu_tiba: z.string(),
      /** Set when the sailing was delayed ('Ditunda'): the departure first published, and why. */
      waktu_berangkat_awal: z.string().nullable(),
      alasan_tunda: z.string().nullable(),
      /** `batal` with the reason when the operator cancelled the sailing ('Dibatalkan: …'). */
      status: z.string(),
      alasan_batal: z.string().nullable(),
      route: z
        .object({ nama_rute: z.string(), port_origin: publicPort, port_destination: publicPort })
        .nullable(),
      ship: z.object({ nama: z.string() }).nullable(),
    })
    .nullable(),
  passengers: z.array(
    z.object({
      nama_lengkap: z.string(),
      is_child: z.boolean(),
      is_infant: z.boolean(),
      komponen: z.array(componentSummarySchema),
    }),
  ),
  vehicles: z.array(
    z.object({
      cargo_type: z.object({ nama: z.string(), golongan: z.string().nullable() }).nullable(),
      nomor_kendaraan: z.string(),
      nama_pemilik: z.string(),
      tipe_tiket: z.string(),
      komponen: z.array(componentSummarySchema),
    }),
  ),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

const publicTicket = z.object({
  kode_tiket: z.string(),
  status_tiket: z.string(),
  tanggal_berlaku: z.string(),
  tanggal_kadaluarsa: z.string(),
});
const publicTicketLists = z.object({
  passenger_tickets: z.array(publicTicket.extend({ nama_lengkap: z.string() })),
  vehicle_tickets: z.array(
    publicTicket.extend({ nomor_kendaraan: z.string(), golongan: z.string().nullable() }),
  ),
});

/** `GET /api/public/bookings/{code}/tickets`: the tickets without ids or QR secrets. */
export const publicBookingTicketsSchema = publicTicketLists.extend({ print_available: z.boolean() });
export type PublicBookingTickets = z.infer<typeof publicBookingTicketsSchema>;

/** `GET /api/public/bookings/print/{code}`: the booking with its tickets, for printable bookings only. */
export const publicPrintDataSchema = publicTicketLists.extend({
  booking: publicBookingSchema,
  total_tickets: z.number(),
});
export type PublicPrintData = z.infer<typeof publicPrintDataSchema>;
