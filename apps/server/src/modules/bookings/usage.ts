import type { BookingChannel } from "@ferry/shared/bookings";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, bookingVehicles } from "../../db/schema/bookings";

/** How many bookings an expedition company has (what keeps it from being deleted). */
export async function bookingsOfCompany(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(eq(bookings.expedition_company_id, companyId));
  return row?.total ?? 0;
}

/** The codes of bookings by id (ledgers show a booking by its code, never its database id). */
export async function bookingCodesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, booking_code: bookings.booking_code })
    .from(bookings)
    .where(inArray(bookings.id, wanted));
  return new Map(rows.map((row) => [row.id, row.booking_code]));
}

/** Seats a channel's live bookings hold on a schedule (people with a seat and vehicles): a new limit's start. */
export async function seatsHeldByChannel(
  db: Database,
  scheduleId: number,
  channel: BookingChannel,
): Promise<number> {
  const held = and(
    eq(bookings.schedule_id, scheduleId),
    eq(bookings.channel, channel),
    eq(bookings.seats_held, true),
  );
  const [people] = await db
    .select({ total: count() })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.booking_id))
    .where(and(held, eq(bookingPassengers.seat_taken, true)));
  const [vehicles] = await db
    .select({ total: count() })
    .from(bookingVehicles)
    .innerJoin(bookings, eq(bookings.id, bookingVehicles.booking_id))
    .where(held);
  return (people?.total ?? 0) + (vehicles?.total ?? 0);
}
