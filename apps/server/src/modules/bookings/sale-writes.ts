import type { Database } from "../../db/client";
import { debitAgent } from "../agents/index";
import type { CargoTypeRow } from "../cargo-types/index";
import { enqueueBookingTickets } from "../notices/index";
import { issueTickets } from "../tickets/index";
import type { SaleRequest } from "./create-booking";
import { insertPayment } from "./payments";
import type { SalePlan } from "./plan";
import type { SaleState } from "./sale-state";
import type { BookingRow } from "./status";
import type { BookingLines, BookingTickets, WrittenBooking } from "./written";

/**
 * Writes what the channel pays at once (decided by `saleState`): an agent's balance debited, the counter's
 * money in the cashier's open shift (`shiftId`); a confirmed sale's tickets (valid `until` the end of its
 * sailing day) and their e-mail to the buyer. Answers the payment and ticket rows written.
 */
export async function settleAtSale(
  tx: Database,
  sold: {
    booking: BookingRow;
    lines: Pick<BookingLines, "people" | "vehicles">;
    payment: SaleState["payment"];
    until: Date;
  },
  request: SaleRequest,
  shiftId: number | null,
): Promise<Pick<WrittenBooking, "payments" | "tickets">> {
  const { booking, lines, payment } = sold;
  const { actor } = request;
  if (payment?.method === "saldo_agen") {
    await debitAgent(tx, actor, {
      agent_user_id: request.auth.user.id,
      amount: payment.amount,
      booking_id: booking.id,
      keterangan: `Penjualan tiket ${booking.booking_code}`,
    });
  }
  const payments = payment
    ? [await insertPayment(tx, booking.id, actor, { ...payment, shift_id: shiftId })]
    : [];
  const none: BookingTickets = { people: [], vehicles: [] };
  if (booking.status !== "confirmed") return { payments, tickets: none };
  const ids = { people: lines.people.map((row) => row.id), vehicles: lines.vehicles.map((row) => row.id) };
  const tickets = await issueTickets(tx, booking, sold.until, ids);
  await enqueueBookingTickets(tx, booking);
  return { payments, tickets };
}

/** The cargo types of a plan's entries, by id (what its answer names its lines by). */
export function cargoTypesOf(plan: SalePlan): Map<number, CargoTypeRow> {
  const entries = [...plan.passengers, ...plan.vehicles.flatMap((vehicle) => [vehicle, ...vehicle.riders])];
  return new Map(entries.map((line) => [line.entry.cargo_type.id, line.entry.cargo_type]));
}
