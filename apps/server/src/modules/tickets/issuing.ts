import type { TicketKind } from "@ferry/shared/gate";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { type bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import { newQrSecret, ticketCode } from "./ticket-codes";
import { countTickets, ofBooking } from "./ticket-store";

/** What issuing needs of the booking the tickets belong to (the bookings module passes its row). */
export type TicketedSale = Pick<typeof bookings.$inferSelect, "id" | "booking_code" | "created_at">;

const insertPassengerTickets = rowInserter("passenger_ticket_insert", passengerTickets);
const insertVehicleTickets = rowInserter("vehicle_ticket_insert", vehicleTickets);

/**
 * Issues the tickets of a confirmed booking whose lines' ids (in id order) its caller knows: one per person
 * on board (riders and infants included) and one per vehicle, status `aktif`, valid from the booking
 * `until` the end of the sailing day (origin port's zone), each with its own random QR secret. The caller
 * read the schedule under a key-share lock, so a delay of the sailing either committed before it was read
 * or waits for these tickets and then moves them too.
 */
export async function issueTickets(
  tx: Database,
  sale: TicketedSale,
  until: Date,
  ids: { people: number[]; vehicles: number[] },
) {
  const ticket = (kind: "P" | "K", index: number) => ({
    booking_id: sale.id,
    kode_tiket: ticketCode(sale.booking_code, kind, index),
    qr_secret: newQrSecret(),
    tanggal_berlaku: sale.created_at,
    tanggal_kadaluarsa: until,
  });
  const people = await insertPassengerTickets(
    tx,
    ids.people.map((id, index) => ({ ...ticket("P", index), booking_passenger_id: id })),
  );
  const vehicles = await insertVehicleTickets(
    tx,
    ids.vehicles.map((id, index) => ({ ...ticket("K", index), booking_vehicle_id: id })),
  );
  return { people, vehicles };
}

/**
 * Issues the ticket of one person added to a confirmed booking after confirmation (a forgotten infant on
 * the manifest): the next passenger number of the booking, valid `until` like the booking's other tickets.
 */
export async function issuePassengerTicket(
  tx: Database,
  sale: TicketedSale,
  passengerId: number,
  until: Date,
) {
  const issued = await tx
    .select({ id: passengerTickets.id })
    .from(passengerTickets)
    .where(eq(passengerTickets.booking_id, sale.id));
  await tx.insert(passengerTickets).values({
    booking_id: sale.id,
    booking_passenger_id: passengerId,
    kode_tiket: ticketCode(sale.booking_code, "P", issued.length),
    qr_secret: newQrSecret(),
    tanggal_berlaku: sale.created_at,
    tanggal_kadaluarsa: until,
  });
}

/** Whether a booking has any ticket (they are issued all at once). */
export async function bookingHasTickets(tx: Database, bookingId: number): Promise<boolean> {
  const count = async (jenis: TicketKind) => countTickets(tx, jenis, () => ofBooking(bookingId));
  return (await count("penumpang")) + (await count("kendaraan")) > 0;
}

/**
 * New validity and a new QR for each active ticket of the moved lines (a reschedule, an operator's move):
 * the old QR is void from now on.
 */
export async function reissueTickets(
  tx: Database,
  lines: { people: number[]; vehicles: number[] },
  until: Date,
  catatan: string,
) {
  for (const id of lines.people) {
    await tx
      .update(passengerTickets)
      .set({ qr_secret: newQrSecret(), tanggal_kadaluarsa: until, catatan })
      .where(and(eq(passengerTickets.booking_passenger_id, id), eq(passengerTickets.status_tiket, "aktif")));
  }
  for (const id of lines.vehicles) {
    await tx
      .update(vehicleTickets)
      .set({ qr_secret: newQrSecret(), tanggal_kadaluarsa: until, catatan })
      .where(and(eq(vehicleTickets.booking_vehicle_id, id), eq(vehicleTickets.status_tiket, "aktif")));
  }
}
