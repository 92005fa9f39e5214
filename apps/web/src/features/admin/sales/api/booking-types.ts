import type { SaleQuote } from "@ferry/shared/booking-answers";

/**
 * The sales answers' types come from their schemas (packages/shared/src/booking-answers.ts); the sailing
 * shapes below are what the sale form reads of the public sailing list.
 */
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

export type {
  Booking,
  BookingPassenger,
  BookingPayment,
  BookingSummary,
  SaleQuote as Quote,
  StatusChange,
} from "@ferry/shared/booking-answers";

/** The money lines every price view shows (a quote and a booking have the same ones). */
export type PriceTotals = Pick<
  SaleQuote,
  | "subtotal_penumpang"
  | "subtotal_kendaraan"
  | "biaya_komponen"
  | "komponen"
  | "total_potongan"
  | "total_harga"
>;

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
