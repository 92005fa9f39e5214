import type {
  bookingPassengers,
  bookingStatusHistory,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import type { bookingFareComponents } from "../../db/schema/fares";
import type { CargoTypeRow } from "../cargo-types/index";
import type { ScheduleRow } from "../schedules/index";
import type { RouteWithPorts } from "../sea-routes/index";
import type { UserName } from "../users/index";
import type { PaymentRow } from "./payments";
import type { BookingRow } from "./status";

/** A booking's lines as stored, with what their answer names: cargo types, and the entries' fares. */
export type BookingLines = {
  people: (typeof bookingPassengers.$inferSelect)[];
  vehicles: (typeof bookingVehicles.$inferSelect)[];
  components: (typeof bookingFareComponents.$inferSelect)[];
  types: Map<number, CargoTypeRow>;
  /** The schedule's entries (quota id -> the fare's `ticket_price_id`). */
  quotas: { id: number; ticket_price_id: number | null }[];
};

export type BookingTickets = {
  people: (typeof passengerTickets.$inferSelect)[];
  vehicles: (typeof vehicleTickets.$inferSelect)[];
};

/**
 * The rows a sale wrote (as `RETURNING` answered them) and read: its answer is built from them, not read
 * again (issue 26). `names`: the accounts the sale knows (the seller).
 */
export type WrittenBooking = {
  row: BookingRow;
  lines: BookingLines;
  tickets: BookingTickets;
  payments: PaymentRow[];
  history: (typeof bookingStatusHistory.$inferSelect)[];
  names: Map<number, UserName>;
  /** The sailing as the sale read it (under its key-share lock), with its route and ports. */
  sailing: { row: ScheduleRow; route: RouteWithPorts };
};
