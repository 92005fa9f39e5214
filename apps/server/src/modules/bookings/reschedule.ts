import { BOOKING_MESSAGES } from "@ferry/shared/bookings";
import { REFUND_MESSAGES } from "@ferry/shared/refunds";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { reschedules } from "../../db/schema/operations";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { debitAgent } from "../agents/index";
import { enqueueBookingTickets } from "../notices/index";
import { hasWaitingRefund } from "../refunds/index";
import { findSchedule, findScheduleOrNull, quotasOfSchedule, sailingLabelOf } from "../schedules/index";
import { refundSettings, salesSettings } from "../settings/index";
import { applyMove } from "./move-lines";
import { addPayment } from "./payments";
import { planSale, type SaleInput } from "./plan";
import { priceSale } from "./pricing";
import { ticketsOfBooking } from "./refund-close";
import { checkSpace } from "./seats-held";
import { type BookingRow, lockBooking } from "./status";

type PersonLine = typeof bookingPassengers.$inferSelect;
type VehicleLine = typeof bookingVehicles.$inferSelect;
export type RescheduleRequest = { to_schedule_id: number; method?: string | null; reference?: string | null };

const person = (line: PersonLine, ticketPriceId: number | null) => ({
  ticket_price_id: ticketPriceId,
  nama_lengkap: line.nama_lengkap,
  jenis_identitas: line.jenis_identitas,
  nomor_identitas: line.nomor_identitas,
  jenis_kelamin: line.jenis_kelamin,
  usia: line.usia,
  tanggal_lahir: line.tanggal_lahir,
  is_child: line.is_child,
  is_infant: line.is_infant,
});

/**
 * The move of a booking's live lines (those whose ticket is still `aktif`; refunded ones stay where they
 * were) to the target sailing, priced at the target's entries of the same cargo types. Refuses what cannot
 * be moved; checks nothing about seats.
 */
export async function planMove(tx: Database, booking: BookingRow, toScheduleId: number, now: Date) {
  if (booking.status !== "confirmed") throw new AppError("CONFLICT", REFUND_MESSAGES.rescheduleNotConfirmed);
  if (toScheduleId === booking.schedule_id) {
    throw fieldError("to_schedule_id", REFUND_MESSAGES.rescheduleSameSchedule);
  }
  const from = await findSchedule(tx, booking.schedule_id);
  const to = await findScheduleOrNull(tx, toScheduleId);
  if (!to) throw fieldError("to_schedule_id", BOOKING_MESSAGES.scheduleNotFound);
  if (to.route_id !== from.route_id) throw fieldError("to_schedule_id", REFUND_MESSAGES.rescheduleOtherRoute);
  const tickets = await ticketsOfBooking(tx, booking.id);
  if (tickets.some((ticket) => ticket.status_tiket === "digunakan")) {
    throw new AppError("CONFLICT", REFUND_MESSAGES.rescheduleUsed);
  }
  if (await hasWaitingRefund(tx, booking.id)) {
    throw new AppError("CONFLICT", REFUND_MESSAGES.rescheduleRefundWaiting);
  }
  const live = tickets.filter((ticket) => ticket.status_tiket === "aktif");
  if (live.length === 0) throw new AppError("CONFLICT", REFUND_MESSAGES.rescheduleNotConfirmed);
  const liveVehicleTickets = live.filter((t) => t.jenis === "kendaraan").map((t) => t.id);
  const livePassengerTickets = live.filter((t) => t.jenis === "penumpang").map((t) => t.id);
  const vehicles = liveVehicleTickets.length
    ? (
        await tx
          .select({ line: bookingVehicles, ticket_id: vehicleTickets.id })
          .from(vehicleTickets)
          .innerJoin(bookingVehicles, eq(bookingVehicles.id, vehicleTickets.booking_vehicle_id))
          .where(inArray(vehicleTickets.id, liveVehicleTickets))
          .orderBy(bookingVehicles.id)
      ).map((row) => row.line)
    : [];
  const people = livePassengerTickets.length
    ? (
        await tx
          .select({ line: bookingPassengers })
          .from(passengerTickets)
          .innerJoin(bookingPassengers, eq(bookingPassengers.id, passengerTickets.booking_passenger_id))
          .where(inArray(passengerTickets.id, livePassengerTickets))
          .orderBy(bookingPassengers.id)
      ).map((row) => row.line)
    : [];
  const entries = await quotasOfSchedule(tx, to.id);
  const entryOf = (cargoTypeId: number, nama: string) => {
    const entry = entries.find((row) => row.cargo_type_id === cargoTypeId);
    if (!entry) throw fieldError("to_schedule_id", REFUND_MESSAGES.rescheduleNoEntry(nama));
    return entry.ticket_price_id;
  };
  const passengers = people.filter((line) => line.vehicle_id === null);
  const ridersOf = (vehicle: VehicleLine) => people.filter((line) => line.vehicle_id === vehicle.id);
  const input = {
    schedule_id: to.id,
    pemesan_nama: booking.pemesan_nama,
    passengers: passengers.map((line) => person(line, entryOf(line.cargo_type_id, line.nama_lengkap))),
    vehicles: vehicles.map((vehicle) => ({
      ticket_price_id: entryOf(vehicle.cargo_type_id, vehicle.nomor_kendaraan),
      nomor_kendaraan: vehicle.nomor_kendaraan,
      nama_pemilik: vehicle.nama_pemilik,
      tipe_tiket: vehicle.tipe_tiket,
      muatan_keterangan: vehicle.muatan_keterangan,
      berat_kg: vehicle.berat_kg,
      riders: ridersOf(vehicle).map((line) => person(line, entryOf(line.cargo_type_id, line.nama_lengkap))),
    })),
  } as unknown as SaleInput;
  const settings = await salesSettings(tx);
  const plan = await planSale(tx, input, settings, now);
  // Only transport fares are compared: the fare components stay as the sale fixed them (decision 042).
  const sale = priceSale(plan, settings, new Map(), new Map());
  // The same people in the same order as the plan: passengers, then each vehicle's riders.
  const order = [...passengers, ...vehicles.flatMap((vehicle) => ridersOf(vehicle))];
  const pricedPeople = [...sale.passengers, ...sale.vehicles.flatMap((vehicle) => vehicle.riders)];
  const oldTotal = [...order, ...vehicles].reduce((sum, line) => sum + line.harga, 0);
  const newTotal = [...pricedPeople, ...sale.vehicles].reduce((sum, line) => sum + line.harga, 0);
  const oldSeats = new Map<number, number>();
  for (const line of [...order.filter((p) => p.seat_taken), ...vehicles]) {
    oldSeats.set(line.schedule_quota_id, (oldSeats.get(line.schedule_quota_id) ?? 0) + 1);
  }
  // Off a sailing the operator cancelled the move is free: no fee, no price difference, prices kept.
  const gratis = from.status === "batal";
  const biaya = gratis ? 0 : (await refundSettings(tx)).biaya_reschedule;
  const selisih_harga = gratis ? 0 : Math.max(newTotal - oldTotal, 0);
  return {
    from,
    to,
    plan,
    people: order.map((line, index) => ({ line, priced: pricedPeople[index] })),
    vehicles: vehicles.map((line, index) => ({ line, priced: sale.vehicles[index] })),
    oldSeats,
    gratis,
    biaya,
    selisih_harga,
    total_bayar: biaya + selisih_harga,
  };
}

export type Move = Awaited<ReturnType<typeof planMove>>;

const quoteOf = (booking: BookingRow, move: Move) => ({
  booking_id: booking.id,
  booking_code: booking.booking_code,
  from_schedule_id: move.from.id,
  to_schedule_id: move.to.id,
  waktu_berangkat: move.to.waktu_berangkat.toISOString(),
  biaya: move.biaya,
  selisih_harga: move.selisih_harga,
  total_bayar: move.total_bayar,
});

/** What a reschedule would cost (fee + positive price difference), seats checked, nothing taken. */
export async function quoteReschedule(
  db: Database,
  bookingId: number,
  toScheduleId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
    const move = await planMove(tx, booking, toScheduleId, now);
    await checkSpace(tx, move.to.id, move.plan.seats);
    return quoteOf(booking, move);
  });
}

/**
 * Moves a confirmed booking to another sailing of the same route in one transaction: seats taken on the
 * target (a shortage refuses everything), given back on the old sailing, lines moved to the target's
 * entries and prices, tickets re-issued, the fee and the positive price difference paid (an agent from the
 * balance), the `reschedules` row written and the change logged. A failure anywhere changes nothing.
 */
export async function rescheduleBooking(
  db: Database,
  actor: Actor,
  bookingId: number,
  request: RescheduleRequest,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const move = await planMove(tx, booking, request.to_schedule_id, now);
    const agent = booking.channel === "agen" && booking.agent_user_id !== null;
    if (move.total_bayar > 0 && !agent && !request.method) {
      throw fieldError("method", REFUND_MESSAGES.reschedulePayment);
    }
    const catatan = `Reschedule dari jadwal ${await sailingLabelOf(tx, move.from.id)} ke ${await sailingLabelOf(tx, move.to.id)}`;
    const moved = await applyMove(tx, actor, booking, move, {
      catatan,
      charge: move.total_bayar,
      keepPrices: move.gratis,
      now,
    });
    if (move.total_bayar > 0) {
      if (agent && booking.agent_user_id !== null) {
        await debitAgent(tx, actor, {
          agent_user_id: booking.agent_user_id,
          amount: move.total_bayar,
          booking_id: booking.id,
          keterangan: `Reschedule booking ${booking.booking_code}`,
        });
      }
      await addPayment(tx, moved, actor, {
        method: agent ? "saldo_agen" : (request.method ?? "tunai"),
        amount: move.total_bayar,
        reference: request.reference ?? null,
        status: "diterima",
        catatan: "Biaya reschedule dan selisih harga",
      });
    }
    const [row] = await tx
      .insert(reschedules)
      .values({
        booking_id: booking.id,
        from_schedule_id: move.from.id,
        to_schedule_id: move.to.id,
        biaya: move.biaya,
        selisih_harga: move.selisih_harga,
        method: move.total_bayar > 0 ? (agent ? "saldo_agen" : (request.method ?? null)) : null,
        reference: request.reference ?? null,
        created_by: actor.id,
      })
      .returning();
    await logActivity(tx, actor, {
      action: "booking.rescheduled",
      description: `Booking ${booking.booking_code} dipindah ke jadwal ${await sailingLabelOf(tx, move.to.id)} (biaya Rp ${move.total_bayar.toLocaleString("id-ID")})`,
      subject_type: "booking",
      subject_id: booking.id,
      properties: { reschedule_id: row?.id, ...quoteOf(booking, move) },
    });
    await enqueueBookingTickets(tx, moved, "booking_rescheduled");
    return { id: row?.id ?? 0, ...quoteOf(booking, move) };
  });
}
