import type { PortTimeZone } from "@ferry/shared/zoned-time";
import type { PublicSchedule } from "./api/schedules";

/** Test support: a port as the public API answers it. */
export const publicPort = (id: number, nama: string, zona_waktu: PortTimeZone) => ({
  id,
  nama,
  kode: nama.slice(0, 3),
  zona_waktu,
});

/** A planned 45-minute Ketapang - Gilimanuk sailing as the public schedule list answers it. */
export function publicScheduleFixture(overrides: Partial<PublicSchedule> = {}): PublicSchedule {
  return {
    id: 7,
    route_id: 1,
    ship_id: 1,
    waktu_berangkat: "2026-03-05T01:00:00Z",
    waktu_tiba: "2026-03-05T01:45:00Z",
    duration_minutes: 45,
    created_at: "2026-03-01T00:00:00Z",
    keterangan: null,
    status: "terjadwal",
    waktu_berangkat_awal: null,
    alasan_tunda: null,
    alasan_batal: null,
    dibatalkan_at: null,
    route: {
      id: 1,
      kode_rute: "KTP-GLM",
      nama_rute: "Ketapang - Gilimanuk",
      port_origin: publicPort(1, "Ketapang", "Asia/Jakarta"),
      port_destination: publicPort(2, "Gilimanuk", "Asia/Makassar"),
    },
    ship: {
      id: 1,
      nama: "KMP Nusa Bahari",
      kode_kapal: "NBH",
      gambar: null,
      status_operasional: "Aktif",
      fasilitas: [],
      gambar_fasilitas: [],
    },
    available_seats: [],
    total_sisa_kuota: 0,
    stats: { total_capacity: 0, total_sold: 0, occupancy_rate: 0, total_revenue: 0 },
    ...overrides,
  };
}
