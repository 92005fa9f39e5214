import type { PublicBooking, PublicBookingTickets } from "@ferry/shared/booking-check";

const ticket = { status_tiket: "aktif", tanggal_berlaku: "2026-03-04T00:00:00Z" };

/** A confirmed booking as `GET /public/bookings/check/{code}` answers it. */
export function publicBookingFixture(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    booking_code: "ABCD2345",
    status: "confirmed",
    status_label: "Dikonfirmasi",
    created_at: "2026-03-04T02:05:00Z",
    subtotal_penumpang: 22_800,
    subtotal_kendaraan: 200_000,
    total_potongan: 0,
    biaya_komponen: 0,
    total_harga: 222_800,
    komponen: [],
    schedule: {
      waktu_berangkat: "2026-03-05T01:00:00Z",
      waktu_tiba: "2026-03-05T01:45:00Z",
      waktu_berangkat_awal: null,
      alasan_tunda: null,
      status: "terjadwal",
      alasan_batal: null,
      route: {
        nama_rute: "Ketapang - Gilimanuk",
        port_origin: { nama: "Ketapang", kode: "KTP", zona_waktu: "Asia/Jakarta" },
        port_destination: { nama: "Gilimanuk", kode: "GLM", zona_waktu: "Asia/Makassar" },
      },
      ship: { nama: "KMP Nusa Bahari" },
    },
    passengers: [
      { nama_lengkap: "Budi Santoso", is_child: false, is_infant: false, komponen: [] },
      { nama_lengkap: "Adi Santoso", is_child: true, is_infant: false, komponen: [] },
    ],
    vehicles: [
      {
        cargo_type: { nama: "Mobil Penumpang", golongan: "IV" },
        nomor_kendaraan: "P 1234 AB",
        nama_pemilik: "Budi Santoso",
        tipe_tiket: "kosong",
        komponen: [],
      },
    ],
    ...overrides,
  };
}

export const ticketsFixture: PublicBookingTickets = {
  passenger_tickets: [
    {
      ...ticket,
      kode_tiket: "ABCD2345-P01",
      nama_lengkap: "Budi Santoso",
      tanggal_kadaluarsa: "2026-03-05T17:00:00Z",
    },
    {
      ...ticket,
      kode_tiket: "ABCD2345-P02",
      nama_lengkap: "Adi Santoso",
      tanggal_kadaluarsa: "2026-03-05T17:00:00Z",
    },
  ],
  vehicle_tickets: [
    {
      ...ticket,
      kode_tiket: "ABCD2345-K01",
      nomor_kendaraan: "P 1234 AB",
      golongan: "IV",
      tanggal_kadaluarsa: "2026-03-05T17:00:00Z",
    },
  ],
  print_available: true,
};

export const ONLINE = {
  success: true,
  data: { gotenberg: { name: "pdfkit", available: true, status: "online" } },
};
