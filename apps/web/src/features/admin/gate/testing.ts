import type { Boarding } from "./api";

/** Test data for the gate pages. */
export const counts = (terjual: number, naik: number) => ({
  terjual,
  naik,
  belum: terjual - naik,
  kadaluarsa: 0,
  dibatalkan: 0,
});
const port = (nama: string) => ({ nama, zona_waktu: "Asia/Jakarta" });
export const boarding = (id: number, overrides: Partial<Boarding> = {}): Boarding => ({
  schedule: {
    id,
    waktu_berangkat: "2026-11-23T01:00:00.000Z",
    status: "terjadwal",
    route: {
      nama_rute: "Merak - Bakauheni",
      port_origin: port("Merak"),
      port_destination: port("Bakauheni"),
    },
    ship: { id: 3, nama: "KMP Portlink" },
  },
  boarding: { state: "belum", opened_at: null, opened_by: null, closed_at: null, closed_by: null },
  master: { ok: true, message: "Nakhoda aktif dengan sertifikat berlaku" },
  penumpang: counts(5, 0),
  kendaraan: counts(2, 0),
  konflik: 0,
  perangkat_belum_sinkron: [],
  ...overrides,
});
