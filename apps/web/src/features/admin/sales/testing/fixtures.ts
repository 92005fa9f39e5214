import { defaultFreeRiders } from "@ferry/shared/cargo-types";
import type { Booking, SaleSchedule, SaleSeat } from "../api/booking-types";

type SeatClass = Pick<NonNullable<SaleSeat["cargo_type"]>, "kategori" | "nama"> &
  Partial<NonNullable<SaleSeat["cargo_type"]>> & { harga: number; harga_muatan?: number | null };

const seat = (id: number, extra: SeatClass): SaleSeat => {
  const { harga, harga_muatan = null, ...type } = extra;
  return {
    id,
    ticket_price_id: id + 10,
    harga,
    harga_muatan,
    kapasitas: 50,
    terjual: 10,
    sisa_kuota: 40,
    cargo_type: {
      id,
      golongan: null,
      deskripsi: null,
      kelas: null,
      kelompok_umur: null,
      free_riders: 0,
      ...type,
    },
  };
};

const port = (id: number, nama: string, kode: string) => ({
  id,
  nama,
  kode,
  zona_waktu: "Asia/Jakarta" as const,
});

/** A Merak -> Bakauheni sailing with two economy entries, a business entry and a car class. */
export const schedule: SaleSchedule = {
  id: 5,
  route_id: 2,
  ship_id: 6,
  waktu_berangkat: "2026-12-01T01:00:00.000Z",
  waktu_tiba: "2026-12-01T03:00:00.000Z",
  duration_minutes: 120,
  created_at: "2026-11-01T01:00:00.000Z",
  keterangan: null,
  status: "terjadwal",
  waktu_berangkat_awal: null,
  alasan_tunda: null,
  alasan_batal: null,
  dibatalkan_at: null,
  route: {
    id: 2,
    kode_rute: "MRK-BKH",
    nama_rute: "Merak - Bakauheni",
    port_origin: port(1, "Merak", "MRK"),
    port_destination: port(3, "Bakauheni", "BKH"),
  },
  ship: {
    id: 6,
    nama: "KMP Nusantara",
    kode_kapal: "NUS",
    gambar: null,
    status_operasional: "Aktif",
    fasilitas: [],
    gambar_fasilitas: [],
  },
  available_seats: [
    seat(1, {
      kategori: "penumpang",
      nama: "Penumpang Ekonomi Dewasa",
      kelas: "Ekonomi",
      kelompok_umur: "Dewasa",
      harga: 60000,
    }),
    seat(2, {
      kategori: "penumpang",
      nama: "Penumpang Ekonomi Anak",
      kelas: "Ekonomi",
      kelompok_umur: "Anak",
      harga: 40000,
    }),
    seat(3, {
      kategori: "penumpang",
      nama: "Penumpang Bisnis Dewasa",
      kelas: "Bisnis",
      kelompok_umur: "Dewasa",
      harga: 90000,
    }),
    seat(4, {
      kategori: "kendaraan",
      nama: "Mobil penumpang",
      golongan: "IVA",
      free_riders: defaultFreeRiders("IVA"),
      harga: 500000,
      harga_muatan: 650000,
    }),
  ],
  total_sisa_kuota: 160,
  stats: { total_capacity: 200, total_sold: 40, occupancy_rate: 20, total_revenue: 0 },
};

export const passengerSeats = schedule.available_seats.filter(
  (item) => item.cargo_type?.kategori === "penumpang",
);
export const vehicleSeats = schedule.available_seats.filter(
  (item) => item.cargo_type?.kategori === "kendaraan",
);

const person = {
  ticket_price_id: 11,
  is_child: false,
  is_infant: false,
  jenis_identitas: "KTP",
  nomor_identitas: "3604010101900001",
  jenis_kelamin: "L",
  usia: 35,
  tanggal_lahir: null,
  free_rider: false,
  seat_taken: true,
  potongan: 0,
  komponen: [],
};
const adultClass = {
  id: 1,
  nama: "Penumpang Ekonomi Dewasa",
  kategori: "penumpang",
  golongan: null,
  kelas: "Ekonomi",
  kelompok_umur: "Dewasa",
} as const;

/** A counter booking: one passenger, one car with its driver (free) and an infant, a transfer waiting. */
export const booking: Booking = {
  id: 7,
  booking_code: "K7PX2QAB",
  status: "waiting_payment",
  status_label: "Menunggu Pembayaran",
  channel: "loket",
  space_status: null,
  on_credit: false,
  seats_held: true,
  pemesan_nama: "Budi Santoso",
  pemesan_telepon: "0812000111",
  pemesan_email: null,
  kirim_etiket: true,
  keterangan: null,
  subtotal_penumpang: 60000,
  subtotal_kendaraan: 500000,
  biaya_komponen: 6000,
  komponen: [{ nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 6000 }],
  total_potongan: 0,
  total_harga: 566000,
  total_dibayar: 0,
  sisa_tagihan: 566000,
  expires_at: "2026-11-30T02:00:00.000Z",
  confirmed_at: null,
  cancelled_at: null,
  terdampak_at: null,
  created_at: "2026-11-30T01:00:00.000Z",
  created_by: { id: 3, username: "kasir", nama_lengkap: "Siti Aminah" },
  agent: null,
  expedition_company: null,
  schedule: {
    id: schedule.id,
    waktu_berangkat: schedule.waktu_berangkat,
    waktu_tiba: schedule.waktu_tiba,
    status: schedule.status,
    waktu_berangkat_awal: null,
    alasan_tunda: null,
    alasan_batal: null,
    dibatalkan_at: null,
    route: schedule.route,
    ship: { id: 6, nama: "KMP Nusantara", kode_kapal: "NUS" },
  },
  passengers: [
    {
      ...person,
      id: 1,
      vehicle_id: null,
      cargo_type: adultClass,
      nama_lengkap: "Budi Santoso",
      harga: 60000,
    },
    {
      ...person,
      id: 2,
      vehicle_id: 9,
      cargo_type: adultClass,
      nama_lengkap: "Joko Pengemudi",
      free_rider: true,
      harga: 0,
    },
    {
      ...person,
      id: 3,
      vehicle_id: 9,
      cargo_type: adultClass,
      nama_lengkap: "Dedi Bayi",
      is_infant: true,
      seat_taken: false,
      usia: 1,
      harga: 0,
    },
  ],
  vehicles: [
    {
      id: 9,
      ticket_price_id: 14,
      cargo_type: {
        id: 4,
        nama: "Mobil penumpang",
        kategori: "kendaraan",
        golongan: "IVA",
        kelas: null,
        kelompok_umur: null,
      },
      nomor_kendaraan: "B 1234 CD",
      nama_pemilik: "Joko",
      tipe_tiket: "kosong",
      muatan_keterangan: null,
      berat_kg: null,
      free_riders: 2,
      harga: 500000,
      potongan: 0,
      komponen: [],
    },
  ],
  payments: [
    {
      id: 3,
      method: "transfer",
      method_label: "Transfer Bank",
      amount: 566000,
      reference: "TRX-889",
      bukti_url: "/uploads/bukti-889.jpg",
      status: "menunggu",
      status_label: "Menunggu Verifikasi",
      catatan: null,
      recorded_by_name: "Siti Aminah",
      verified_by_name: null,
      verified_at: null,
      created_at: "2026-11-30T01:05:00.000Z",
    },
  ],
  history: [
    {
      from_status: null,
      to_status: "waiting_payment",
      username: "kasir",
      catatan: null,
      created_at: "2026-11-30T01:00:00.000Z",
    },
  ],
  tickets: { passenger_tickets: [], vehicle_tickets: [] },
};
