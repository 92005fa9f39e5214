import { z } from "zod";
import { SCAN_RESULTS, TICKET_KINDS } from "./gate";

/**
 * A ticket as the back office answers it (search, cancelled list, status change, new QR); `qr_data` is what
 * its QR code holds (for printing). Moments are ISO strings already.
 */
export const ticketSchema = z.object({
  jenis: z.enum(TICKET_KINDS),
  id: z.number().int(),
  booking_id: z.number().int(),
  booking_code: z.string(),
  schedule_id: z.number().int(),
  kode_tiket: z.string(),
  qr_data: z.string(),
  status_tiket: z.string(),
  status_label: z.string(),
  tanggal_berlaku: z.string(),
  tanggal_kadaluarsa: z.string(),
  catatan: z.string().nullable(),
  used_at: z.string().nullable(),
  used_by: z.number().int().nullable(),
  /** The passenger's name or the vehicle's plate. */
  nama: z.string(),
  /** Dewasa / Anak / Bayi for a person; the owner for a vehicle. */
  keterangan: z.string().nullable(),
});
export type Ticket = z.input<typeof ticketSchema>;

/** One scan attempt of `GET /tickets/scans` and `/tickets/cancelled/scans`, newest first. */
export const scanEntrySchema = z.object({
  id: z.number().int(),
  result: z.enum(SCAN_RESULTS),
  result_label: z.string(),
  reason: z.string(),
  gate: z.string(),
  pos: z.string(),
  metode: z.string().nullable(),
  schedule_id: z.number().int(),
  raw_data: z.string().nullable(),
  created_at: z.string(),
  officer: z.string().nullable(),
  ticket: ticketSchema
    .pick({ jenis: true, id: true, kode_tiket: true, nama: true, keterangan: true })
    .nullable(),
});
export type ScanEntry = z.input<typeof scanEntrySchema>;

/** One kind's tickets by status (`TICKET_STATUSES`), all of them, and those sold (every ticket not cancelled). */
const kindStatsSchema = z.object({
  aktif: z.number().int(),
  digunakan: z.number().int(),
  kadaluarsa: z.number().int(),
  dibatalkan: z.number().int(),
  total: z.number().int(),
  terjual: z.number().int(),
});

/** `GET /tickets/stats`: tickets by status and kind and scan attempts by result, of a sailing or a day. */
export const ticketStatsSchema = z.object({
  schedule_id: z.number().int().nullable(),
  date: z.string().nullable(),
  schedules: z.number().int(),
  penumpang: kindStatsSchema,
  kendaraan: kindStatsSchema,
  scans: z.record(z.string(), z.number().int()),
});
export type TicketStats = z.input<typeof ticketStatsSchema>;

/** `POST /tickets/test/qr-generation`: the QR secret self-check (a thousand secrets made and checked). */
export const qrSelfCheckSchema = z.object({
  ok: z.boolean(),
  generated: z.number().int(),
  distinct: z.boolean(),
  well_formed: z.boolean(),
  bits: z.number().int(),
  encoding: z.string(),
  length: z.number().int(),
  sample: z.string(),
  duration_ms: z.number(),
});
