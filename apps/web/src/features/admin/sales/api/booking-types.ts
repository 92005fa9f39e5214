import type { ComponentSummary } from "@ferry/shared/booking-components";
import type { BookingChannel, BookingStatus } from "@ferry/shared/bookings";

/** Shapes the booking API answers with (see the booking contract in packages/shared/src/bookings.ts). */
export type PortInfo = { id?: number; nama: string; kode?: string; zona_waktu: string };

export type ScheduleInfo = {
  id: number;
  waktu_berangkat: string;
  waktu_tiba: string;
  status?: string;
  /** The operator's reason when the sailing was cancelled. */
  alasan_batal?: string | null;
  route: {
    kode_rute: string;
    nama_rute: string;
    port_origin: PortInfo;
    port_destination: PortInfo;
  } | null;
  ship: { nama: string; kode_kapal?: string } | null;
};

export type UserRef = { id: number; username: string; nama_lengkap: string };
export type SpaceStatus = "menunggu" | "disetujui" | "ditolak";

export type BookingPassenger = {
  id: number;
  vehicle_id: number | null;
  ticket_price_id: number;
  cargo_type: { nama: string; kelas: string | null; kelompok_umur: string | null } | null;
  nama_lengkap: string;
  is_child: boolean;
  is_infant: boolean;
  jenis_identitas: string | null;
  nomor_identitas: string | null;
  jenis_kelamin: string | null;
  usia: number | null;
  tanggal_lahir: string | null;
  free_rider: boolean;
  seat_taken: boolean;
  harga: number;
  potongan: number;
};

export type BookingVehicle = {
  id: number;
  ticket_price_id: number;
  cargo_type: { nama: string; golongan: string | null } | null;
  nomor_kendaraan: string;
  nama_pemilik: string;
  tipe_tiket: string;
  muatan_keterangan: string | null;
  berat_kg: number | null;
  free_riders: number;
  harga: number;
  potongan: number;
};

export type PaymentStatus = "menunggu" | "diterima" | "ditolak" | "dikembalikan";

export type BookingPayment = {
  id: number;
  method: string;
  method_label: string;
  amount: number;
  reference: string | null;
  bukti_url: string | null;
  status: PaymentStatus;
  status_label: string;
  catatan: string | null;
  recorded_by_name: string | null;
  verified_by_name: string | null;
  verified_at: string | null;
  created_at: string;
};

export type StatusChange = {
  from_status: string | null;
  to_status: string;
  username: string | null;
  catatan: string | null;
  created_at: string;
};

type Ticket = { id: number; kode_tiket: string; status_tiket: string };

export type Booking = {
  id: number;
  booking_code: string;
  status: BookingStatus;
  status_label: string;
  channel: BookingChannel;
  space_status: SpaceStatus | null;
  on_credit: boolean;
  pemesan_nama: string;
  pemesan_telepon: string | null;
  pemesan_email: string | null;
  keterangan: string | null;
  subtotal_penumpang: number;
  subtotal_kendaraan: number;
  biaya_komponen: number;
  /** The fare components summed over the booking (decision 042). */
  komponen: ComponentSummary[];
  total_potongan: number;
  total_harga: number;
  total_dibayar: number;
  sisa_tagihan: number;
  expires_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  /** Set while its sailing, cancelled by the operator, holds it: to be moved or refunded. */
  terdampak_at?: string | null;
  created_at: string;
  created_by: UserRef | null;
  agent: UserRef | null;
  expedition_company: { id: number; nama: string } | null;
  schedule: ScheduleInfo | null;
  passengers: BookingPassenger[];
  vehicles: BookingVehicle[];
  payments: BookingPayment[];
  history: StatusChange[];
  tickets: {
    passenger_tickets: (Ticket & { booking_passenger_id: number })[];
    vehicle_tickets: (Ticket & { booking_vehicle_id: number })[];
  };
};

/** One row of `GET /bookings`. */
export type BookingSummary = {
  id: number;
  booking_code: string;
  status: BookingStatus;
  status_label: string;
  channel: BookingChannel;
  space_status: SpaceStatus | null;
  on_credit: boolean;
  pemesan_nama: string;
  total_harga: number;
  total_dibayar: number;
  jumlah_penumpang: number;
  jumlah_kendaraan: number;
  pembayaran_menunggu: number;
  expires_at: string | null;
  created_at: string;
  schedule: ScheduleInfo | null;
  agent: UserRef | null;
  expedition_company: { id: number; nama: string } | null;
  created_by: UserRef | null;
};

/** The money lines every price view shows (a quote and a booking have the same ones). */
export type PriceTotals = {
  subtotal_penumpang: number;
  subtotal_kendaraan: number;
  biaya_komponen: number;
  /** One line per fare component, summed over the sale. */
  komponen: ComponentSummary[];
  total_potongan: number;
  total_harga: number;
};

type QuotedPerson = { nama_lengkap: string; harga: number; potongan: number; free_rider: boolean };

export type Quote = PriceTotals & {
  passengers: (QuotedPerson & { seat_taken: boolean })[];
  vehicles: { nomor_kendaraan: string; harga: number; potongan: number; riders: QuotedPerson[] }[];
  potongan: { discount_id: number; nama: string }[];
};

/** A schedule's price entry as the sale form reads it (`/public/schedules/available`). */
export type SaleSeat = {
  id: number;
  ticket_price_id: number | null;
  harga: number;
  harga_muatan: number | null;
  sisa_kuota: number;
  cargo_type: {
    id: number;
    kategori: string;
    nama: string;
    golongan: string | null;
    kelas?: string | null;
    kelompok_umur?: string | null;
    free_riders?: number | null;
  } | null;
};

export type SaleSchedule = ScheduleInfo & { available_seats: SaleSeat[] };
