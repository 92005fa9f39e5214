import { z } from "zod";
import { SCAN_RESULTS, scanNonce, TICKET_KINDS } from "./gate";
import { requiredId, requiredText } from "./text-fields";

/*
 * The offline gate (decision 031): the gate list a device keeps for a sailing, the batch of scans it
 * decided offline and uploads as facts, and the conflicts the server found in them.
 */

/** The device's own name, asked once in the gate set-up (`Gerbang 2 - HP Samsung`). */
const device = requiredText("Nama perangkat", 60);

/** `GET /api/tickets/gate-list`: a sailing's tickets for a device; `device` says who holds the list. */
export const gateListQuery = z.object({
  schedule_id: requiredId("Jadwal"),
  device: device.optional(),
  gate: z.string().trim().max(50).optional(),
});

const iso = z.string();

export const gateListTicketSchema = z.object({
  jenis: z.enum(TICKET_KINDS),
  id: z.number().int(),
  kode_tiket: z.string(),
  /** SHA-256 of the QR secret, hex: the device hashes what it reads and looks it up. */
  qr_hash: z.string(),
  booking_code: z.string(),
  nama: z.string(),
  keterangan: z.string().nullable(),
  kelas: z.string().nullable(),
  golongan: z.string().nullable(),
  tipe_tiket: z.string().nullable(),
  status_tiket: z.string(),
  tanggal_berlaku: iso,
  tanggal_kadaluarsa: iso,
  used_at: iso.nullable(),
  used_gate: z.string().nullable(),
  identitas_ganda: z.boolean(),
});
export type GateListTicket = z.infer<typeof gateListTicketSchema>;

export const gateListSchema = z.object({
  schedule: z.object({
    id: z.number().int(),
    status: z.string(),
    alasan_batal: z.string().nullable(),
    zona_waktu: z.string(),
    boarding: z.object({ open: z.boolean(), state: z.string() }),
  }),
  generated_at: iso,
  tickets: z.array(gateListTicketSchema),
});
export type GateList = z.infer<typeof gateListSchema>;

/** The most scans one upload carries; a longer queue goes up in several. */
export const SYNC_BATCH_MAX = 200;

export const offlineScanSchema = z.object({
  nonce: scanNonce,
  qr_data: requiredText("Data QR", 500),
  schedule_id: requiredId("Jadwal"),
  gate: requiredText("Nama gerbang", 50),
  scanned_at: z.iso.datetime({ offset: true, error: "Waktu scan tidak valid" }),
  result: z.enum(SCAN_RESULTS, { error: "Hasil scan tidak dikenal" }),
  reason: requiredText("Alasan", 500),
});
export type OfflineScan = z.infer<typeof offlineScanSchema>;

/** `POST /api/tickets/scans/sync`: scans decided on a device while offline, uploaded as facts. */
export const scanSyncSchema = z.object({
  device,
  /** The sailing and gate the device is set to now (its report is kept per sailing). */
  schedule_id: requiredId("Jadwal"),
  gate: requiredText("Nama gerbang", 50),
  /** Scans the device still holds after this batch (it reports them so closing boarding can warn). */
  pending: z.number().int().min(0).max(1_000_000).default(0),
  scans: z
    .array(offlineScanSchema)
    .max(SYNC_BATCH_MAX, { error: `Maksimal ${SYNC_BATCH_MAX} scan per kiriman` }),
});
export type ScanSyncInput = z.input<typeof scanSyncSchema>;

export const SCAN_CONFLICTS = ["dua_gerbang", "tidak_aktif"] as const;
export type ScanConflict = (typeof SCAN_CONFLICTS)[number];
export const SCAN_CONFLICT_LABELS: Record<ScanConflict, string> = {
  dua_gerbang: "Diterima dua kali",
  tidak_aktif: "Diterima setelah dibatalkan",
};

export const scanSyncAnswerSchema = z.object({
  results: z.array(
    z.object({
      nonce: z.string(),
      scan_id: z.number().int(),
      conflict: z.enum(SCAN_CONFLICTS).nullable(),
      replayed: z.boolean(),
    }),
  ),
});
export type ScanSyncAnswer = z.infer<typeof scanSyncAnswerSchema>;

const conflictScan = z.object({
  id: z.number().int(),
  gate: z.string(),
  device: z.string().nullable(),
  offline: z.boolean(),
  result: z.string(),
  created_at: iso,
  officer: z.string().nullable(),
});

/** `GET /api/tickets/scans/conflicts?schedule_id`: each conflict with both scans. */
export const scanConflictSchema = z.object({
  conflict: z.enum(SCAN_CONFLICTS),
  label: z.string(),
  ticket: z.object({
    jenis: z.enum(TICKET_KINDS),
    kode_tiket: z.string(),
    nama: z.string(),
    status_tiket: z.string(),
  }),
  scan: conflictScan,
  /** The earlier admission it clashes with; null for a ticket cancelled or refunded without a scan. */
  other: conflictScan.nullable(),
});
export type ScanConflictEntry = z.infer<typeof scanConflictSchema>;

export const conflictListQuery = z.object({ schedule_id: requiredId("Jadwal") });

/** A gate device that may still hold scans it has not uploaded. */
export const unsyncedDeviceSchema = z.object({
  device: z.string(),
  gate: z.string(),
  pending: z.number().int(),
  last_seen_at: iso,
});
export type UnsyncedDevice = z.infer<typeof unsyncedDeviceSchema>;

/** A device not heard from for this long may have gone offline with scans. */
export const DEVICE_SILENT_MS = 60_000;

export const OFFLINE_MESSAGES = {
  offline: "Offline",
  lastSync: (when: string) => `Sinkron terakhir ${when}`,
  neverSynced: "Daftar gerbang belum diunduh",
  pending: (count: number) => `${count} scan belum terkirim`,
  notInList: "Tiket tidak ada di daftar gerbang jadwal ini (offline): tiket jadwal lain atau tidak terdaftar",
  unsyncedDevices: (count: number) =>
    `${count} perangkat gerbang mungkin masih menyimpan scan offline yang belum terkirim. Tunggu sampai tersinkron atau tutup tetap.`,
} as const;
