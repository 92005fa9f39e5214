import { plateKey } from "@ferry/shared/counter";
import { and, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, bookingVehicles } from "../../db/schema/bookings";
import { searchCondition, searchPattern } from "../../lib/list-sql";

/**
 * The staff booking search: the booking code or the buyer's name (part of either), any passenger's name
 * (part of it) or identity number (exact, by index), or a vehicle's plate (exact, spaces and case ignored,
 * by the expression index `booking_vehicles_plate_idx`) — how a queue at the counter names a booking.
 */
export function bookingSearch(db: Database, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = search.trim();
  return or(
    searchCondition(term, [bookings.booking_code, bookings.pemesan_nama]),
    exists(
      db
        .select({ one: sql`1` })
        .from(bookingPassengers)
        .where(
          and(
            eq(bookingPassengers.booking_id, bookings.id),
            or(
              ilike(bookingPassengers.nama_lengkap, searchPattern(term)),
              eq(bookingPassengers.nomor_identitas, term),
            ),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(bookingVehicles)
        .where(
          and(
            eq(bookingVehicles.booking_id, bookings.id),
            eq(sql`replace(${bookingVehicles.nomor_kendaraan}, ' ', '')`, plateKey(term)),
          ),
        ),
    ),
  );
}
