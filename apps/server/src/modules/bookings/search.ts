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

/**
 * Up to this many bookings found by a search are read as ids first and looked up by primary key; beyond,
 * the search stays a subquery. The planner cannot estimate a trigram match (a name matching 1,700 of
 * 1.5 M passengers is estimated at 15,000) and joined the subquery to a scan of every booking.
 */
export const SEARCH_IDS_UP_TO = 10_000;

/** The bookings whose code is `code` (a whole one, by the unique index) or starts with it (by the trigram index). */
export function codeStartsWith(code: string): SQL {
  return code.length === BOOKING_CODE_LENGTH
    ? eq(bookings.booking_code, code)
    : like(bookings.booking_code, `${code.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The search term as a booking code (upper case) when it looks like one or its start, else undefined. */
export function typedCode(search: string | undefined): string | undefined {
  const code = search?.trim().toUpperCase();
  return code && (CODE_START.test(code) || WHOLE_CODE.test(code)) ? code : undefined;
}

/** Whether some booking's code is `code` or starts with it. */
export async function someCodeStartsWith(db: Database, code: string): Promise<boolean> {
  const hit = await db.select({ id: bookings.id }).from(bookings).where(codeStartsWith(code)).limit(1);
  return hit.length > 0;
}

/** `id = any('{1,2,3}'::int[])`: one array parameter, however many ids. */
function idIn(ids: number[]): SQL {
  return sql`${bookings.id} = any(${`{${ids.join(",")}}`}::int[])`;
}

/**
 * The staff booking search by anything but a code looked up as one (see `typedCode`): the booking code
 * or the buyer's name (part of either), any passenger's name (part of it) or identity number (exact), or
 * a vehicle's plate (exact, spaces and case ignored) — how a queue at the counter names a booking. Each
 * part is its own indexed look-up (trigram indexes on the code and the names, the identity number's
 * btree, the plate's expression index `booking_vehicles_plate_idx`), their booking ids united and read
 * first (up to `SEARCH_IDS_UP_TO`), so that the list reads those bookings by primary key; `found` is
 * then how many bookings match (each id is one booking).
 */
export async function bookingSearch(
  db: Database,
  search: string | undefined,
): Promise<{ match?: SQL; found?: number }> {
  const term = search?.trim();
  if (!term) return {};
  const pattern = searchPattern(term);
  const ids = () =>
    union(
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(or(ilike(bookings.booking_code, pattern), ilike(bookings.pemesan_nama, pattern))),
      db
        .select({ id: bookingPassengers.booking_id })
        .from(bookingPassengers)
        .where(
          or(ilike(bookingPassengers.nama_lengkap, pattern), eq(bookingPassengers.nomor_identitas, term)),
        ),
      db
        .select({ id: bookingVehicles.booking_id })
        .from(bookingVehicles)
        .where(eq(sql`replace(${bookingVehicles.nomor_kendaraan}, ' ', '')`, plateKey(term))),
    );
  const found = await ids().limit(SEARCH_IDS_UP_TO + 1);
  return found.length <= SEARCH_IDS_UP_TO
    ? { match: idIn(found.map((row) => row.id)), found: found.length }
    : { match: inArray(bookings.id, ids()) };
}
