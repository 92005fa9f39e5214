import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { isoDate, optionalText, requiredId, requiredText } from "./text-fields";

/** Ticket statuses (public specification, section 4). */
export const TICKET_STATUSES = ["aktif", "digunakan", "kadaluarsa", "dibatalkan"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  aktif: "Aktif",
  digunakan: "Digunakan",
  kadaluarsa: "Kadaluarsa",
  dibatalkan: "Dibatalkan",
};
export function ticketStatusLabel(status: string): string {
  return TICKET_STATUS_LABELS[status as TicketStatus] ?? status;
}

/**
 * The legal status changes staff make by hand (`PATCH /passenger-tickets/{id}/status`). An active ticket
 * may be used (boarded without a scan), cancelled or expired; a used ticket goes back to active only to
 * undo a mistaken scan. Expired and cancelled are final.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  aktif: ["digunakan", "dibatalkan", "kadaluarsa"],
  digunakan: ["aktif"],
  kadaluarsa: [],
  dibatalkan: [],
};
export function canMoveTicket(from: string, to: TicketStatus): boolean {
  return (TICKET_TRANSITIONS[from as TicketStatus] ?? []).includes(to);
}
/** Moves that must say why (undoing a scan, cancelling outside the refund flow). */
export function ticketMoveNeedsNote(from: string, to: TicketStatus): boolean {
  return (from === "digunakan" && to === "aktif") || to === "dibatalkan";
}

/** What a gate scan answers. Every attempt is recorded with one of these. */
export const SCAN_RESULTS = [
  "diterima",
  "ditolak",
  "sudah_digunakan",
  "kadaluarsa",
  "batal",
  "salah_jadwal",
  "boarding_tutup",
  "tidak_dikenal",
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_RESULT_LABELS: Record<ScanResult, string> = {
  diterima: "Diterima",
  ditolak: "Ditolak",
  sudah_digunakan: "Sudah digunakan",
  kadaluarsa: "Kadaluarsa",
  batal: "Tiket dibatalkan",
  salah_jadwal: "Salah jadwal",
  boarding_tutup: "Boarding ditutup",
  tidak_dikenal: "Tidak dikenal",
};
/** The colour of the gate's result panel: green admits, amber was already admitted, red refuses. */
export function scanTone(result: ScanResult): "green" | "amber" | "red" {
  if (result === "diterima") return "green";
  if (result === "sudah_digunakan") return "amber";
  return "red";
}

/** The gate's messages: every answer states why. */
export const GATE_MESSAGES = {
  accepted: (who: string) => `Diterima: ${who} silakan naik kapal`,
  unknown: "Tiket tidak dikenal: kode QR tidak terdaftar atau sudah diganti",
  cancelled: "Tiket dibatalkan dan tidak dapat digunakan",
  alreadyUsed: (when: string, gate: string) => `Tiket sudah digunakan pada ${when} di ${gate}`,
  expired: (when: string) => `Tiket kadaluarsa sejak ${when}`,
  notYetValid: (when: string) => `Tiket belum berlaku (mulai ${when})`,
  wrongSchedule: (schedule: string) => `Tiket untuk jadwal lain: ${schedule}`,
  boardingClosed: (state: string) => `Boarding jadwal ini ${state}`,
  notCancelled: (status: string) => `Tiket tidak dibatalkan (status ${status}); pindai di gerbang Scan Tiket`,
  cancelledRecorded: "Tiket dibatalkan: ditolak di gerbang dan dicatat",
  sharedIdentity: "Nomor identitas sama dengan penumpang lain di pelayaran ini: periksa KTP",
  sailingCancelled: (alasan: string | null) =>
    `Pelayaran tiket ini dibatalkan: ${alasan ?? "-"}. Tiket tidak dapat dipakai naik kapal; arahkan ke loket untuk pindah jadwal atau refund`,
} as const;

export const TICKET_KINDS = ["penumpang", "kendaraan"] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** The answer of a scan (validate-qr and the cancelled-ticket gate). */
export const scanAnswerSchema = z.object({
  scan_id: z.number().int(),
  result: z.enum(SCAN_RESULTS),
  valid: z.boolean(),
  message: z.string(),
  gate: z.string(),
  scanned_at: z.string(),
  /** True when this answer repeats an earlier scan with the same nonce (a retried request). */
  replayed: z.boolean(),
  /** Decided on the gate device from its gate list while the network was down (decision 031). */
  offline: z.boolean().optional(),
  ticket: z
    .object({
      jenis: z.enum(TICKET_KINDS),
      id: z.number().int(),
      kode_tiket: z.string(),
      status_tiket: z.string(),
      booking_code: z.string(),
      schedule_id: z.number().int(),
      nama: z.string(),
      keterangan: z.string().nullable(),
      /** A vehicle's golongan and whether it travels empty or loaded (`kosong`/`muat`); null for a person. */
      kendaraan: z.object({ golongan: z.string().nullable(), tipe_tiket: z.string().nullable() }).nullable(),
      used_at: z.string().nullable(),
      used_gate: z.string().nullable(),
      /** Another passenger of the same sailing carries the same identity number: check the KTP. */
      identitas_ganda: z.boolean(),
    })
    .nullable(),
});
export type ScanAnswer = z.input<typeof scanAnswerSchema>;

/** A printed ticket code typed at a gate: booking code, `P` (person) or `K` (vehicle), number (`ABCDEFGH-P01`). */
export const TICKET_CODE_PATTERN = /^([A-Z2-9]{6,12})-([PK])(\d{2,3})$/;

/** A scan's client nonce: the same nonce is the same scan, however often it is sent. */
export const scanNonce = z
  .string({ error: "Nonce wajib diisi" })
  .trim()
  .min(8, { error: "Nonce minimal 8 karakter" })
  .max(100, { error: "Nonce maksimal 100 karakter" });

/** A scan at a gate: what the scanner read, the schedule the gate boards, the gate's name, a client nonce. */
export const scanInputSchema = z.object({
  qr_data: requiredText("Data QR", 500),
  schedule_id: requiredId("Jadwal"),
  gate: requiredText("Nama gerbang", 50),
  nonce: scanNonce,
});
export type ScanInput = z.input<typeof scanInputSchema>;

export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: "Status tiket tidak dikenal" }),
  notes: optionalText(500),
});
export type TicketStatusInput = z.input<typeof ticketStatusSchema>;

export const regenerateQrSchema = z.object({
  jenis: z.enum(TICKET_KINDS, { error: "Jenis tiket harus penumpang atau kendaraan" }).default("penumpang"),
});

const ticketStatusFilter = z.enum(TICKET_STATUSES, { error: "Status tiket tidak dikenal" }).optional();
const ticketKindFilter = z.enum(TICKET_KINDS, { error: "Jenis tiket tidak dikenal" }).optional();

/** `GET /tickets/search`: code, booking code, name or plate; filters schedule, status, kind. */
export const ticketSearchQuery = listQuerySchema(["kode_tiket", "status_tiket"], {
  schedule_id: optionalId,
  booking_id: optionalId,
  status: ticketStatusFilter,
  jenis: ticketKindFilter,
});

/** `GET /tickets/stats`: tickets by status for a schedule or the schedules departing on a day. */
export const ticketStatsQuery = z.object({ schedule_id: optionalId, date: isoDate.optional() });

/** `GET /tickets/scans`: the latest scan attempts, newest first. */
export const scanListQuery = z.object({
  schedule_id: optionalId,
  gate: z.string().trim().max(50).optional(),
  result: z.enum(SCAN_RESULTS, { error: "Hasil scan tidak dikenal" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** `GET /boardings`: the schedules departing on a day (origin port's zone), default today; from one port. */
export const boardingListQuery = z.object({ date: isoDate.optional(), port_id: optionalId });

export const BOARDING_MESSAGES = {
  noMaster: (ship: string) =>
    `Boarding tidak dapat dibuka: ${ship} tidak memiliki nakhoda aktif dengan sertifikat yang masih berlaku. Perbarui data ABK terlebih dahulu.`,
  notScheduled: (status: string) =>
    `Boarding hanya dapat dibuka untuk jadwal berstatus terjadwal (status: ${status})`,
  notOpen: (status: string) => `Boarding belum dibuka untuk jadwal ini (status: ${status})`,
  tooEarly: (windowLabel: string, opensAt: string) =>
    `Boarding belum dapat dibuka: boarding dibuka paling cepat ${windowLabel} sebelum keberangkatan, yaitu mulai ${opensAt}`,
  opened: "Boarding dibuka",
  closed: "Boarding ditutup, kapal berangkat",
} as const;
