import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import type { BookingRow } from "./status";

/**
 * The bookings' side of a sailing whose time changed (a delay): who to tell. The tickets' validity follows
 * in the tickets module (`ticketsFollowDeparture`).
 */

/** Every booking on the sailing that is not cancelled (pending, waiting for payment, paid, confirmed). */
export async function liveBookingsOnSchedule(tx: Database, scheduleId: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.schedule_id, scheduleId), ne(bookings.status, "cancel")))
    .orderBy(bookings.id);
}
