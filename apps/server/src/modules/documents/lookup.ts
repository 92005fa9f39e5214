import { eq } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import { fareComponents } from "../../db/schema/fares";

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
  const secretsOf = (table: typeof passengerTickets | typeof vehicleTickets) =>
    db
      .select({ kode_tiket: table.kode_tiket, qr_secret: table.qr_secret })
      .from(table)
      .where(eq(table.booking_id, bookingId));
  const rows = await unionAll(secretsOf(passengerTickets), secretsOf(vehicleTickets));
  return new Map(rows.map((row) => [row.kode_tiket, row.qr_secret]));
}

/** Who each third party's component is remitted to, by the component's lower-cased name. */
export async function componentRecipients(db: Database): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ nama: fareComponents.nama, penerima: fareComponents.penerima })
    .from(fareComponents)
    .where(eq(fareComponents.pemilik, "pihak_ketiga"));
  return new Map(rows.map((row) => [row.nama.toLowerCase(), row.penerima]));
}
