import type { TicketKind } from "@ferry/shared/gate";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookingStatusHistory,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { cancelActiveTickets } from "../tickets/index";
import { freeSeats } from "./seats-held";
import type { BookingRow } from "./status";

/**
 * The refund flow's side of a booking (docs/decisions/012-refunds-and-reschedules.md). A confirmed booking
 * leaves `confirmed` only here: `moveStatus` does not allow `confirmed → cancel`, because a cashier's
 * cancel must never reach a booking whose tickets are out; a refund that covers the last ticket closes it.
 */

/** A ticket of a booking with what it paid (line price minus discount) and the seat it holds. */
export type BookingTicket = {
  jenis: TicketKind;
  id: number;
  kode_tiket: string;
  status_tiket: string;
  nama: string;
  amount: number;
  schedule_quota_id: number;
  /** Infants hold no seat. */
  seat_taken: boolean;
};

/** Every ticket of a booking (passengers first, then vehicles, by id). */
export async function ticketsOfBooking(tx: Database, bookingId: number): Promise<BookingTicket[]> {
  const people = await tx
    .select({
      id: passengerTickets.id,
      kode_tiket: passengerTickets.kode_tiket,
      status_tiket: passengerTickets.status_tiket,
      nama: bookingPassengers.nama_lengkap,
      harga: bookingPassengers.harga,
      potongan: bookingPassengers.potongan,
      schedule_quota_id: bookingPassengers.schedule_quota_id,
      seat_taken: bookingPassengers.seat_taken,
    })
    .from(passengerTickets)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, passengerTickets.booking_passenger_id))
    .where(eq(passengerTickets.booking_id, bookingId))
    .orderBy(passengerTickets.id);
  const vehicles = await tx
    .select({
      id: vehicleTickets.id,
      kode_tiket: vehicleTickets.kode_tiket,
      status_tiket: vehicleTickets.status_tiket,
      nama: bookingVehicles.nomor_kendaraan,
      harga: bookingVehicles.harga,
      potongan: bookingVehicles.potongan,
      schedule_quota_id: bookingVehicles.schedule_quota_id,
    })
    .from(vehicleTickets)
    .innerJoin(bookingVehicles, eq(bookingVehicles.id, vehicleTickets.booking_vehicle_id))
    .where(eq(vehicleTickets.booking_id, bookingId))
    .orderBy(vehicleTickets.id);
  const paid = (row: { harga: number; potongan: number }) => Math.max(row.harga - row.potongan, 0);
  return [
    ...people.map(({ harga, potongan, ...row }) => ({
      ...row,
      jenis: "penumpang" as const,
      amount: paid({ harga, potongan }),
    })),
    ...vehicles.map(({ harga, potongan, ...row }) => ({
      ...row,
      jenis: "kendaraan" as const,
      amount: paid({ harga, potongan }),
      seat_taken: true,
    })),
  ];
}

/**
 * Cancels the refunded tickets of a locked, confirmed booking (`aktif → dibatalkan`, conditional: a ticket
 * scanned meanwhile makes the whole refund fail), gives exactly their seats back, and closes the booking
 * (`confirmed → cancel`, 'Semua tiket di-refund') when no ticket of it is left. Caller's transaction.
 */
export async function cancelRefundedTickets(
  tx: Database,
  booking: BookingRow,
  tickets: BookingTicket[],
  actor: Actor,
  catatan: string,
): Promise<{ closed: boolean }> {
  for (const jenis of ["penumpang", "kendaraan"] as const) {
    const ids = tickets.filter((ticket) => ticket.jenis === jenis).map((ticket) => ticket.id);
    if (ids.length === 0) continue;
    const changed = await cancelActiveTickets(tx, booking.id, jenis, ids, catatan);
    if (changed !== ids.length) {
      throw new AppError("CONFLICT", "Status tiket berubah selama refund diproses; coba lagi");
    }
  }
  const seats = new Map<number, number>();
  for (const ticket of tickets) {
    if (ticket.seat_taken)
      seats.set(ticket.schedule_quota_id, (seats.get(ticket.schedule_quota_id) ?? 0) + 1);
  }
  if (booking.seats_held) await freeSeats(tx, booking, seats);
  const left = (await ticketsOfBooking(tx, booking.id)).filter(
    (ticket) => ticket.status_tiket !== "dibatalkan",
  );
  if (left.length > 0) return { closed: false };
  await closeRefunded(tx, booking, actor);
  return { closed: true };
}

/**
 * `confirmed → cancel` for a booking whose every ticket was refunded. Not a `moveStatus` step (that table
 * keeps a confirmed booking from any other cancel); writes the same columns and the history row
 * `confirmed → cancel` with the note 'Semua tiket di-refund'. Its seats are already free.
 */
export async function closeRefunded(tx: Database, booking: BookingRow, actor: Actor): Promise<BookingRow> {
  if (booking.status !== "confirmed") {
    throw new AppError("INVALID_TRANSITION", "Hanya booking confirmed yang ditutup oleh refund");
  }
  const now = new Date();
  const [after] = await tx
    .update(bookings)
    .set({ status: "cancel", seats_held: false, cancelled_at: now, expires_at: null, updated_at: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
    .returning();
  if (!after) throw new AppError("CONFLICT", "Status booking berubah selama refund diproses");
  await tx.insert(bookingStatusHistory).values({
    booking_id: booking.id,
    from_status: "confirmed",
    to_status: "cancel",
    user_id: actor.id,
    username: actor.username ?? "sistem",
    catatan: "Semua tiket di-refund",
  });
  return after;
}
