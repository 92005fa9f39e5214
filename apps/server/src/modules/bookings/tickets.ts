import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingVehicles } from "../../db/schema/bookings";
import { findSchedule } from "../schedules/index";
import { findRoute } from "../sea-routes/index";
import {
  issueTickets as issueLineTickets,
  issuePassengerTicket as issueOneTicket,
  ticketValidUntil,
} from "../tickets/index";
import type { BookingRow } from "./status";

/*
 * The bookings' side of ticket issuing: the booking's lines and the end of its sailing day, handed to the
 * tickets module, which owns the ticket tables and writes them.
 */

/**
 * The end of the sailing day of the booking's schedule. The schedule row is read under a key-share lock, so
 * a delay of the sailing (which locks it for update) either commits first and is read here, or waits for
 * these tickets and then moves them too.
 */
async function validUntil(tx: Database, booking: BookingRow): Promise<Date> {
  const schedule = await findSchedule(tx, booking.schedule_id, "key share");
  const zone = (await findRoute(tx, schedule.route_id))?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return ticketValidUntil(schedule.waktu_berangkat, zone);
}

/** Issues the tickets of a confirmed booking: one per person on board and one per vehicle. */
export async function issueTickets(tx: Database, booking: BookingRow): Promise<void> {
  const until = await validUntil(tx, booking);
  const people = await tx
    .select({ id: bookingPassengers.id })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.booking_id, booking.id))
    .orderBy(bookingPassengers.id);
  const vehicles = await tx
    .select({ id: bookingVehicles.id })
    .from(bookingVehicles)
    .where(eq(bookingVehicles.booking_id, booking.id))
    .orderBy(bookingVehicles.id);
  await issueLineTickets(tx, booking, until, {
    people: people.map((row) => row.id),
    vehicles: vehicles.map((row) => row.id),
  });
}

/** Issues the ticket of one person added to a confirmed booking after confirmation. */
export async function issuePassengerTicket(tx: Database, booking: BookingRow, passengerId: number) {
  await issueOneTicket(tx, booking, passengerId, await validUntil(tx, booking));
}
