import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";

/** The id of the booking with this code (trimmed, upper-cased), or null. */
export async function bookingIdByCode(db: Database, code: string): Promise<number | null> {
  const wanted = code.trim().toUpperCase();
  if (wanted.length === 0 || wanted.length > 20) return null;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.booking_code, wanted))
    .limit(1);
  return row?.id ?? null;
}

/**
 * `kode_tiket` -> `qr_secret` of a booking's passenger and vehicle tickets. The bookings module never
 * hands secrets out; only the documents that print the QR codes read them, here.
 */
export async function ticketSecrets(db: Database, bookingId: number): Promise<Map<string, string>> {
  const columns = (table: typeof passengerTickets | typeof vehicleTickets) => ({
    kode_tiket: table.kode_tiket,
    qr_secret: table.qr_secret,
  });
  const people = await db
    .select(columns(passengerTickets))
    .from(passengerTickets)
    .where(eq(passengerTickets.booking_id, bookingId));
  const vehicles = await db
    .select(columns(vehicleTickets))
    .from(vehicleTickets)
    .where(eq(vehicleTickets.booking_id, bookingId));
  return new Map([...people, ...vehicles].map((row) => [row.kode_tiket, row.qr_secret]));
}
