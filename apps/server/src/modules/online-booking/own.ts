import type { customerBookingListQuery } from "@ferry/shared/online-booking";
import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import { pageOf } from "../../lib/list-sql";
import { type BookingRow, lockBooking, summarizeBookings } from "../bookings/index";
import { bookingsOfCustomer } from "../customers/index";

const notFound = () => new AppError("NOT_FOUND", ONLINE_BOOKING_MESSAGES.notFound);

/**
 * The customer's booking with this code (one of `bookingsOfCustomer`, as the dashboard counts them);
 * anyone else's is simply not found (never revealed).
 */
export async function ownBookingId(db: Database, userId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.booking_code, code.toUpperCase()), await bookingsOfCustomer(db, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** The customer's booking, locked for a change in the caller's transaction. */
export async function lockOwnBooking(tx: Database, userId: number, code: string): Promise<BookingRow> {
  const booking = await lockBooking(tx, await ownBookingId(tx, userId, code));
  // Asked again under the lock: the booking may have left the customer's (a corrected e-mail) meanwhile.
  if ((await ownBookingId(tx, userId, code)) !== booking.id) throw notFound();
  return booking;
}

export type CustomerListQuery = z.output<typeof customerBookingListQuery>;

/** One page of the customer's bookings (`bookingsOfCustomer`), newest first: search by code, filter by status. */
export async function listOwnBookings(db: Database, userId: number, query: CustomerListQuery) {
  const conditions: (SQL | undefined)[] = [
    await bookingsOfCustomer(db, userId),
    query.status ? eq(bookings.status, query.status) : undefined,
    query.code ? sql`${bookings.booking_code} like ${`${query.code}%`}` : undefined,
    query.search ? sql`${bookings.booking_code} like ${`${query.search.toUpperCase()}%`}` : undefined,
  ];
  const { rows, meta } = await pageOf(db, bookings, and(...conditions), desc(bookings.created_at), query);
  const items = await summarizeBookings(db, rows);
  return {
    rows: items.map(({ agent: _agent, created_by: _by, expedition_company: _company, ...item }) => item),
    meta,
  };
}
