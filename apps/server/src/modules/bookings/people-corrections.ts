import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingVehicles } from "../../db/schema/bookings";
import type { BookingRow } from "./status";
import { issuePassengerTicket } from "./tickets";

/*
 * The changes other modules make to a booking's people and vehicles (the manifest's corrections, the
 * customer's own corrections): the bookings module owns these tables (decision 050), the caller passes
 * its transaction handle and has locked the row it changes.
 */

type NewPassenger = typeof bookingPassengers.$inferInsert;
export type PassengerRow = typeof bookingPassengers.$inferSelect;
export type VehicleRow = typeof bookingVehicles.$inferSelect;

/** What may be corrected on a person (never the fare, the seat or the booking). */
export type PassengerChanges = Partial<
  Pick<
    NewPassenger,
    | "nama_lengkap"
    | "jenis_identitas"
    | "nomor_identitas"
    | "jenis_kelamin"
    | "usia"
    | "kewarganegaraan"
    | "is_child"
    | "is_infant"
  >
>;
export type VehicleChanges = Partial<
  Pick<typeof bookingVehicles.$inferInsert, "nomor_kendaraan" | "nama_pemilik">
>;

/** Writes a person's corrected fields; answers the row after (undefined when there is no such person). */
export async function correctPassengerRow(
  tx: Database,
  passengerId: number,
  changes: PassengerChanges,
): Promise<PassengerRow | undefined> {
  const [after] = await tx
    .update(bookingPassengers)
    .set(changes)
    .where(eq(bookingPassengers.id, passengerId))
    .returning();
  return after;
}

/** Writes a vehicle's corrected plate or owner; answers the row after. */
export async function correctVehicleRow(
  tx: Database,
  vehicleId: number,
  changes: VehicleChanges,
): Promise<VehicleRow | undefined> {
  const [after] = await tx
    .update(bookingVehicles)
    .set(changes)
    .where(eq(bookingVehicles.id, vehicleId))
    .returning();
  return after;
}

/**
 * Adds a forgotten infant to a locked booking (no seat, fare 0, in the class of the booking's first
 * passenger, riding with `vehicle_id` when given) and issues its ticket. Answers the new person, or
 * undefined when the booking has no passenger to sit with.
 */
export async function addInfantPassenger(
  tx: Database,
  booking: BookingRow,
  fields: PassengerChanges & { nama_lengkap: string; vehicle_id?: number | null },
): Promise<PassengerRow | undefined> {
  const [companion] = await tx
    .select({
      schedule_quota_id: bookingPassengers.schedule_quota_id,
      cargo_type_id: bookingPassengers.cargo_type_id,
    })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.booking_id, booking.id), eq(bookingPassengers.is_infant, false)))
    .orderBy(asc(bookingPassengers.id))
    .limit(1);
  if (!companion) return undefined;
  const [person] = await tx
    .insert(bookingPassengers)
    .values({
      ...fields,
      booking_id: booking.id,
      vehicle_id: fields.vehicle_id ?? null,
      schedule_quota_id: companion.schedule_quota_id,
      cargo_type_id: companion.cargo_type_id,
      is_child: false,
      is_infant: true,
      seat_taken: false,
      harga: 0,
    })
    .returning();
  if (!person) return undefined;
  await issuePassengerTicket(tx, booking, person.id);
  return person;
}
