import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";

/** The id of the booking with this exact (already upper-cased) code, or null: one indexed read. */
export async function bookingIdByCode(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.booking_code, code))
    .limit(1);
  return row?.id ?? null;
}
