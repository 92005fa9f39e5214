import type { ScanAnswer } from "@ferry/shared/gate";
import type { Boarding } from "./api/boardings";

/** Test data for the gate pages. */
export const counts = (terjual: number, naik: number) => ({
  terjual,
  naik,
  belum: terjual - naik,
  kadaluarsa: 0,
  dibatalkan: 0,
});
const port = (id: number, nama: string) => ({
  id,
  nama,
  kode: nama.slice(0, 3).toUpperCase(),
  zona_waktu: "Asia/Jakarta" as const,
});
export const boarding = (id: number, overrides: Partial<Boarding> = {}): Boarding => ({
  schedule: {
    id,
    waktu_berangkat: "2026-11-23T01:00:00.000Z",
    waktu_tiba: "2026-11-23T03:00:00.000Z",
    status: "terjadwal",
    waktu_berangkat_awal: null,
    alasan_tunda: null,
    alasan_batal: null,
    dibatalkan_at: null,
    route: {
      id: 1,
      kode_rute: "MRK-BKH",
      nama_rute: "Merak - Bakauheni",
      port_origin: port(1, "Merak"),
      port_destination: port(2, "Bakauheni"),
    },
    ship: { id: 3, nama: "KMP Portlink", kode_kapal: "PTL" },
  },
  boarding: { state: "belum", opened_at: null, opened_by: null, closed_at: null, closed_by: null },
  master: { ok: true, message: "Nakhoda aktif dengan sertifikat berlaku" },
  penumpang: counts(5, 0),
  kendaraan: counts(2, 0),
  konflik: 0,
  perangkat_belum_sinkron: [],
  ...overrides,
});

/** An admitted vehicle ticket as the gate answers it, of golongan `golongan` and load state `tipe_tiket`. */
export const vehicleScanAnswer = (golongan: string, tipe_tiket: "kosong" | "muat"): ScanAnswer => ({
  scan_id: 3,
  result: "diterima",
  valid: true,
  message: "Diterima: B 1234 KJA silakan naik kapal",
  gate: "Gerbang Kendaraan",
  scanned_at: "2026-11-23T00:40:00.000Z",
  replayed: false,
  ticket: {
    jenis: "kendaraan",
    id: 9,
    kode_tiket: "ABCDEFGH-K01",
    status_tiket: "digunakan",
    booking_code: "ABCDEFGH",
    schedule_id: 12,
    nama: "B 1234 KJA",
    keterangan: "Budi Hartono",
    kendaraan: { golongan, tipe_tiket },
    used_at: "2026-11-23T00:40:00.000Z",
    used_gate: "Gerbang Kendaraan",
    identitas_ganda: false,
  },
});
