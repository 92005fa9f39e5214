import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingStatusHistory, bookings, bookingVehicles } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { findRoute } from "../sea-routes/index";
import { salesSettings } from "../settings/index";
import { reissueTickets, ticketValidUntil } from "../tickets/index";
import { checkIdentities, identityRule, planHolders } from "./identity-clash";
import type { Move } from "./reschedule";
import { freeSeats, holdSeats } from "./seats-held";
import type { BookingRow } from "./status";

export type MoveTerms = {
  /** Recorded in the booking's history and on the re-issued tickets. */
  catatan: string;
  /** Added to what the booking costs (a reschedule's fee and price difference; 0 for an operator's move). */
  charge: number;
  /** Keep each line's price as sold (an operator's move) instead of the target's prices. */
  keepPrices: boolean;
  now: Date;
};

/**
 * Carries out a planned move in the caller's transaction, on the locked booking: seats taken on the
 * target with a sale's conditional updates (a shortage refuses everything), given back on the old
 * sailing, lines moved to the target's entries, the booking moved (no longer affected by a cancellation),
 * tickets re-issued and the history written. Answers the moved booking.
 */
export async function applyMove(
  tx: Database,
  actor: Actor,
  booking: BookingRow,
  move: Move,
  terms: MoveTerms,
): Promise<BookingRow> {
  await holdSeats(tx, { schedule_id: move.to.id, channel: booking.channel }, move.plan.seats);
  // After the seats, as a sale: nobody's identity number twice on the target sailing (decision 032).
  const holders = planHolders(move.plan).map(({ field: _field, ...person }) => person);
  await checkIdentities(tx, move.to.id, holders, identityRule(await salesSettings(tx), true), booking.id);
  await freeSeats(tx, { schedule_id: move.from.id, channel: booking.channel }, move.oldSeats);
  const price = (line: { harga: number; potongan: number }, priced: { harga: number }) =>
    terms.keepPrices ? {} : { harga: priced.harga, potongan: Math.min(line.potongan, priced.harga) };
  for (const { line, priced } of move.people) {
    if (!priced) throw new AppError("SERVER_ERROR");
    await tx
      .update(bookingPassengers)
      .set({
        schedule_quota_id: priced.entry.id,
        ...price(line, priced),
        seat_taken: priced.seat_taken,
        free_rider: priced.free_rider,
      })
      .where(eq(bookingPassengers.id, line.id));
  }
  for (const { line, priced } of move.vehicles) {
    if (!priced) throw new AppError("SERVER_ERROR");
    await tx
      .update(bookingVehicles)
      .set({ schedule_quota_id: priced.entry.id, ...price(line, priced) })
      .where(eq(bookingVehicles.id, line.id));
  }
  const [moved] = await tx
    .update(bookings)
    .set({
      schedule_id: move.to.id,
      total_harga: sql`${bookings.total_harga} + ${terms.charge}`,
      terdampak_at: null,
      updated_at: terms.now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!moved) throw new AppError("SERVER_ERROR");
  const zone = (await findRoute(tx, move.to.route_id))?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const lines = {
    people: move.people.map(({ line }) => line.id),
    vehicles: move.vehicles.map(({ line }) => line.id),
  };
  await reissueTickets(tx, lines, ticketValidUntil(move.to.waktu_berangkat, zone), terms.catatan);
  await tx.insert(bookingStatusHistory).values({
    booking_id: booking.id,
    from_status: "confirmed",
    to_status: "confirmed",
    user_id: actor.id,
    username: actor.username ?? "sistem",
    catatan: terms.catatan,
  });
  return moved;
}
