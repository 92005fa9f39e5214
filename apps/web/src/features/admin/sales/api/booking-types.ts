import type { SaleQuote } from "@ferry/shared/booking-answers";
import type { Schedule, ScheduleSeat, ScheduleSummary } from "@ferry/shared/schedules";

/** The sales answers' types, inferred from their schemas (packages/shared/src/booking-answers.ts). */
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

/** A sailing as a sale names it: times, status, route with ports, ship (a booking's and an offered one). */
export type ScheduleInfo = ScheduleSummary;

/** A sailing the sale form offers (`/public/schedules/available`) with its price entries. */
export type SaleSchedule = Schedule;
export type SaleSeat = ScheduleSeat;
