import { BOOKING_CODE_LENGTH } from "@ferry/shared/bookings";
import { plateKey } from "@ferry/shared/counter";
import { eq, ilike, inArray, like, or, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, bookingVehicles } from "../../db/schema/bookings";
import { searchPattern } from "../../lib/list-sql";

/** A typed code or the start of one: 4 to 8 code characters with a digit, or a whole 8-character code. */
const CODE_START = /^(?=.*[2-9])[A-HJ-NP-Z2-9]{4,8}$/;
const WHOLE_CODE = new RegExp(`^[A-HJ-NP-Z2-9]{${BOOKING_CODE_LENGTH}}$`);

/** The bookings whose code is `code` (a whole one, by the unique index) or starts with it (by the trigram index). */
export function codeStartsWith(code: string): SQL {
  return code.length === BOOKING_CODE_LENGTH
    ? eq(bookings.booking_code, code)
    : like(bookings.booking_code, `${code.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/**
 * The staff booking search. A term that looks like a booking code (or its start) is looked up by code
 * first: when some code starts with it, those bookings are the answer. Otherwise — and for anything else —
 * the booking code or the buyer's name (part of either), any passenger's name (part of it) or identity
 * number (exact), or a vehicle's plate (exact, spaces and case ignored) — how a queue at the counter names
 * a booking. Each part is its own indexed look-up (trigram indexes on the code and the names, the identity
 * number's btree, the plate's expression index `booking_vehicles_plate_idx`), their booking ids united.
 */
export async function bookingSearch(db: Database, search: string | undefined): Promise<SQL | undefined> {
  const term = search?.trim();
  if (!term) return undefined;
  const code = term.toUpperCase();
  if (CODE_START.test(code) || WHOLE_CODE.test(code)) {
    const hit = await db.select({ id: bookings.id }).from(bookings).where(codeStartsWith(code)).limit(1);
    if (hit.length > 0) return codeStartsWith(code);
  }
  const pattern = searchPattern(term);
  const ids = union(
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(or(ilike(bookings.booking_code, pattern), ilike(bookings.pemesan_nama, pattern))),
    db
      .select({ id: bookingPassengers.booking_id })
      .from(bookingPassengers)
      .where(or(ilike(bookingPassengers.nama_lengkap, pattern), eq(bookingPassengers.nomor_identitas, term))),
    db
      .select({ id: bookingVehicles.booking_id })
      .from(bookingVehicles)
      .where(eq(sql`replace(${bookingVehicles.nomor_kendaraan}, ' ', '')`, plateKey(term))),
  );
  return inArray(bookings.id, ids);
}
