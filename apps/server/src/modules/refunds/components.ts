import type { FareRefundRule } from "@ferry/shared/fare-components";
import type { RefundComponent } from "@ferry/shared/refunds";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import { bookingFareComponents } from "../../db/schema/fares";
import { refundFareComponents } from "../../db/schema/refund-components";
import type { BookingTicket } from "../bookings/index";
import { boardingOf } from "../embarkation/index";

/** When the refund is asked: the operator cancelled the sailing, or its boarding was ever opened. */
export type RefundMoment = { forceMajeure: boolean; boardingOpened: boolean };

/**
 * Whether a component line goes back (decision 044): `selalu` always, `sebelum_boarding` while boarding
 * of the sailing has not been opened, `force_majeure` only for a sailing the operator cancelled; a
 * cancelled sailing returns every component.
 */
export function componentReturns(rule: FareRefundRule, moment: RefundMoment): boolean {
  if (moment.forceMajeure || rule === "selalu") return true;
  return rule === "sebelum_boarding" && !moment.boardingOpened;
}

/**
 * Boarding counts as opened once a gate opened it (its row stays after the close) or the sailing moved
 * on to boarding, departed or arrived (set by hand on /jadwal).
 */
export async function refundMoment(
  tx: Database,
  schedule: { id: number; status: string },
): Promise<RefundMoment> {
  const forceMajeure = schedule.status === "batal";
  const moved = ["boarding", "berangkat", "tiba"].includes(schedule.status);
  const boardingOpened = moved || (await boardingOf(tx, schedule.id)) !== null;
  return { forceMajeure, boardingOpened };
}

/** The component lines the tickets paid at the sale, each with what goes back now. */
export async function ticketComponents(
  tx: Database,
  bookingId: number,
  tickets: BookingTicket[],
  moment: RefundMoment,
): Promise<RefundComponent[]> {
  const people = await tx
    .select({ ticket_id: passengerTickets.id, line: bookingFareComponents })
    .from(bookingFareComponents)
    .innerJoin(
      passengerTickets,
      eq(passengerTickets.booking_passenger_id, bookingFareComponents.passenger_id),
    )
    .where(eq(bookingFareComponents.booking_id, bookingId));
  const vehicles = await tx
    .select({ ticket_id: vehicleTickets.id, line: bookingFareComponents })
    .from(bookingFareComponents)
    .innerJoin(vehicleTickets, eq(vehicleTickets.booking_vehicle_id, bookingFareComponents.vehicle_id))
    .where(eq(bookingFareComponents.booking_id, bookingId));
  const found = [
    ...people.map((row) => ({ ...row, jenis: "penumpang" as const })),
    ...vehicles.map((row) => ({ ...row, jenis: "kendaraan" as const })),
  ];
  return tickets.flatMap((ticket) =>
    found
      .filter((row) => row.jenis === ticket.jenis && row.ticket_id === ticket.id)
      .sort((a, b) => a.line.id - b.line.id)
      .map(({ jenis, ticket_id, line }) => ({
        booking_fare_component_id: line.id,
        jenis,
        ticket_id,
        component_id: line.component_id,
        nama: line.nama,
        pemilik: line.pemilik,
        aturan_refund: line.aturan_refund,
        dibayar: line.jumlah,
        dikembalikan: componentReturns(line.aturan_refund, moment) ? line.jumlah : 0,
      })),
  );
}

/** Records what the refund does with each component line (with the refund row, in its transaction). */
export async function saveRefundComponents(tx: Database, refundId: number, lines: RefundComponent[]) {
  if (lines.length === 0) return;
  await tx
    .insert(refundFareComponents)
    .values(
      lines.map(({ jenis: _jenis, ticket_id: _ticket, ...line }) => ({ ...line, refund_id: refundId })),
    );
}

/** The stored component lines of refunds, by refund id, with the ticket each belongs to. */
export async function componentsOfRefunds(
  db: Database,
  refundIds: number[],
): Promise<Map<number, RefundComponent[]>> {
  const byRefund = new Map<number, RefundComponent[]>();
  if (refundIds.length === 0) return byRefund;
  const rows = await db
    .select({
      saved: refundFareComponents,
      passenger_id: bookingFareComponents.passenger_id,
      vehicle_id: bookingFareComponents.vehicle_id,
      passenger_ticket: passengerTickets.id,
      vehicle_ticket: vehicleTickets.id,
    })
    .from(refundFareComponents)
    .innerJoin(
      bookingFareComponents,
      eq(bookingFareComponents.id, refundFareComponents.booking_fare_component_id),
    )
    .leftJoin(passengerTickets, eq(passengerTickets.booking_passenger_id, bookingFareComponents.passenger_id))
    .leftJoin(vehicleTickets, eq(vehicleTickets.booking_vehicle_id, bookingFareComponents.vehicle_id))
    .where(inArray(refundFareComponents.refund_id, refundIds))
    .orderBy(refundFareComponents.id);
  for (const { saved, passenger_id, passenger_ticket, vehicle_ticket } of rows) {
    const { id: _id, refund_id, ...line } = saved;
    const list = byRefund.get(refund_id) ?? [];
    list.push({
      ...line,
      jenis: passenger_id !== null ? "penumpang" : "kendaraan",
      ticket_id: (passenger_id !== null ? passenger_ticket : vehicle_ticket) ?? 0,
    });
    byRefund.set(refund_id, list);
  }
  return byRefund;
}
