import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, bookingVehicles, vehicleTickets } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import { releaseSeats, takeSeats } from "../schedules/index";
import type { BookingRow } from "./status";

export type VehicleLine = typeof bookingVehicles.$inferSelect;

/** The vehicle line a vehicle ticket admits, with its booking's id (read without a lock), or null. */
export async function vehicleLineOfTicket(db: Database, ticketId: number): Promise<VehicleLine | null> {
  const [row] = await db
    .select({ line: bookingVehicles })
    .from(vehicleTickets)
    .innerJoin(bookingVehicles, eq(bookingVehicles.id, vehicleTickets.booking_vehicle_id))
    .where(eq(vehicleTickets.id, ticketId));
  return row?.line ?? null;
}

export type VehicleClassChange = {
  cargo_type_id: number;
  schedule_quota_id: number;
  tipe_tiket: string;
  harga: number;
};

/**
 * Moves a vehicle of a confirmed booking (locked by the caller) to another class or load state, in the
 * caller's transaction: its place moves from the old schedule entry to the new one with the sale's own
 * conditional update (`takeSeats`; entries touched in id order, as a sale does, so the two never
 * deadlock), and the line takes the new fare. A charge (new fare higher) raises the booking's total; a
 * credit leaves it, as the refund record carries the money returned. Answers false when the new entry is
 * full; the caller then rolls back.
 */
export async function moveVehicleClass(
  tx: Database,
  booking: BookingRow,
  line: VehicleLine,
  change: VehicleClassChange,
): Promise<boolean> {
  const from = line.schedule_quota_id;
  const to = change.schedule_quota_id;
  if (from !== to && booking.seats_held) {
    const release = () => releaseSeats(tx, new Map([[from, 1]]));
    if (from < to) await release();
    if ((await takeSeats(tx, new Map([[to, 1]]))) !== null) return false;
    if (from > to) await release();
  }
  await tx
    .update(bookingVehicles)
    .set({
      cargo_type_id: change.cargo_type_id,
      schedule_quota_id: to,
      tipe_tiket: change.tipe_tiket,
      harga: change.harga,
    })
    .where(eq(bookingVehicles.id, line.id));
  const charge = change.harga - line.harga;
  if (charge > 0) {
    const [after] = await tx
      .update(bookings)
      .set({
        subtotal_kendaraan: sql`${bookings.subtotal_kendaraan} + ${charge}`,
        total_harga: sql`${bookings.total_harga} + ${charge}`,
        updated_at: new Date(),
      })
      .where(eq(bookings.id, booking.id))
      .returning({ id: bookings.id });
    if (!after) throw new AppError("NOT_FOUND");
  }
  return true;
}
