import { dayRange, instantToLocal } from "@ferry/shared/zoned-time";
import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import type { BookingRow } from "./status";

/**
 * The bookings' side of a sailing whose time changed (a delay): who to tell, and tickets that stay valid
 * for the new time.
 */

/** The end of a ticket's validity: the end of the sailing day in the origin port's zone. */
export function ticketValidUntil(departure: Date, zone: string): Date {
  return dayRange(instantToLocal(departure, zone).date, zone).end;
}

/** Every booking on the sailing that is not cancelled (pending, waiting for payment, paid, confirmed). */
export async function liveBookingsOnSchedule(tx: Database, scheduleId: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.schedule_id, scheduleId), ne(bookings.status, "cancel")))
    .orderBy(bookings.id);
}

/**
 * The tickets of the sailing's confirmed bookings follow a later departure: valid until the end of the new
 * sailing day, and a ticket the expiry job already marked `kadaluarsa` is `aktif` again (a delay never
 * expires a ticket). Used, cancelled tickets stay as they are. Answers how many tickets changed.
 */
export async function ticketsFollowDeparture(tx: Database, scheduleId: number, validUntil: Date) {
  const confirmed = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.schedule_id, scheduleId), eq(bookings.status, "confirmed")));
  let changed = 0;
  for (const table of [passengerTickets, vehicleTickets]) {
    const rows = await tx
      .update(table)
      .set({ tanggal_kadaluarsa: validUntil, status_tiket: "aktif" })
      .where(
        and(
          inArray(table.booking_id, confirmed),
          inArray(table.status_tiket, ["aktif", "kadaluarsa"]),
          lt(table.tanggal_kadaluarsa, validUntil),
        ),
      )
      .returning({ id: table.id });
    changed += rows.length;
  }
  return changed;
}
