import { dayRange, instantToLocal } from "@ferry/shared/zoned-time";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";

/** The end of a ticket's validity: the end of the sailing day in the origin port's zone. */
export function ticketValidUntil(departure: Date, zone: string): Date {
  return dayRange(instantToLocal(departure, zone).date, zone).end;
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
