import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { findSchedule } from "../schedules/index";
import { findRoute } from "../sea-routes/index";
import { newQrSecret, ticketCode } from "./codes";
import { ticketValidUntil } from "./sailing-moved";
import type { BookingRow } from "./status";
import type { BookingTickets } from "./written";

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

/**
 * Issues the tickets of a confirmed booking: one per person on board (riders and infants included) and
 * one per vehicle, status `aktif`, valid from the booking until the end of the sailing day (origin
 * port's zone), each with its own random QR secret.
 */
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
  await insertTickets(tx, booking, until, {
    people: people.map((row) => row.id),
    vehicles: vehicles.map((row) => row.id),
  });
}

/**
 * `issueTickets` for a sale that knows its lines' ids (in id order) and the end of its sailing day: the
 * sale read the schedule under the same key-share lock (`planSale`), so a delay of the sailing either
 * committed before the sale read it or waits for these tickets and then moves them too.
 */
export async function insertTickets(
  tx: Database,
  booking: BookingRow,
  until: Date,
  ids: { people: number[]; vehicles: number[] },
): Promise<BookingTickets> {
  const ticket = (kind: "P" | "K", index: number) => ({
    booking_id: booking.id,
    kode_tiket: ticketCode(booking.booking_code, kind, index),
    qr_secret: newQrSecret(),
    tanggal_berlaku: booking.created_at,
    tanggal_kadaluarsa: until,
  });
  const people =
    ids.people.length > 0
      ? await tx
          .insert(passengerTickets)
          .values(ids.people.map((id, index) => ({ ...ticket("P", index), booking_passenger_id: id })))
          .returning()
      : [];
  const vehicles =
    ids.vehicles.length > 0
      ? await tx
          .insert(vehicleTickets)
          .values(ids.vehicles.map((id, index) => ({ ...ticket("K", index), booking_vehicle_id: id })))
          .returning()
      : [];
  return { people, vehicles };
}

/**
 * Issues the ticket of one person added to a confirmed booking after confirmation (a forgotten infant on
 * the manifest): the next passenger number of the booking, valid like the booking's other tickets.
 */
export async function issuePassengerTicket(tx: Database, booking: BookingRow, passengerId: number) {
  const issued = await tx
    .select({ id: passengerTickets.id })
    .from(passengerTickets)
    .where(eq(passengerTickets.booking_id, booking.id));
  await tx.insert(passengerTickets).values({
    booking_id: booking.id,
    booking_passenger_id: passengerId,
    kode_tiket: ticketCode(booking.booking_code, "P", issued.length),
    qr_secret: newQrSecret(),
    tanggal_berlaku: booking.created_at,
    tanggal_kadaluarsa: await validUntil(tx, booking),
  });
}
