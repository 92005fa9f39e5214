import {
  RECLASS_MESSAGES,
  type ReclassifyAnswer,
  type reclassifySchema,
} from "@ferry/shared/vehicle-reclassification";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { vehicleReclassifications } from "../../db/schema/reclassifications";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import {
  addPayment,
  type BookingRow,
  lockBooking,
  moveVehicleClass,
  requireCounterProof,
  vehicleLineOfTicket,
} from "../bookings/index";
import { requireOpenShift, shiftForPayment } from "../cashier-shifts/index";
import { recordPaidCredit } from "../refunds/index";
import { updateTicket } from "../tickets/index";
import { planRemeasure, previewOf, type RemeasurePlan, remeasureContext } from "./plan";
import { getReclassification } from "./present";

type ReclassifyInput = z.output<typeof reclassifySchema>;

const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;

/**
 * Settles the difference at the gate in the officer's name: a charge is a payment taken now (cash lands
 * in the officer's open cashier shift, QRIS carries its reference), a credit a refund record paid back in
 * cash from the officer's drawer (decisions 026 and 033).
 */
async function settle(
  tx: Database,
  actor: Actor & { id: number },
  booking: BookingRow,
  plan: RemeasurePlan,
  input: ReclassifyInput,
) {
  const note = `Ukur ulang: golongan ${plan.golongan_lama ?? "-"} ke ${plan.golongan_baru}`;
  if (plan.selisih > 0) {
    if (!input.method) throw fieldError("method", RECLASS_MESSAGES.methodRequired);
    requireCounterProof({ method: input.method, reference: input.reference });
    const shift_id = await shiftForPayment(tx, actor.id, input.method);
    const { payment } = await addPayment(tx, booking, actor, {
      method: input.method,
      amount: plan.selisih,
      reference: input.reference ?? null,
      status: "diterima",
      catatan: `Kurang bayar. ${note}`,
      shift_id,
    });
    return { method: input.method, payment_id: payment.id, refund_id: null, shift_id };
  }
  if (plan.selisih < 0) {
    if (input.method && input.method !== "tunai") throw fieldError("method", RECLASS_MESSAGES.creditCash);
    const shift_id = (await requireOpenShift(tx, actor.id)).id;
    const refund_id = await recordPaidCredit(tx, actor, booking, {
      amount: -plan.selisih,
      alasan: `Lebih bayar. ${note}`,
      method: "tunai",
      shift_id,
    });
    return { method: "tunai", payment_id: null, refund_id, shift_id };
  }
  return { method: null, payment_id: null, refund_id: null, shift_id: null };
}

/**
 * 'Ukur Ulang' at the vehicle gate, in one transaction under the booking's lock: the measurement picks the
 * golongan; when the class or load state differs, the vehicle's place moves to the new class (refused
 * when it is full), the difference is charged or credited, the ticket notes its new class, and the log
 * keeps old and new class, fares and measurements. A retry finds the vehicle already in its measured
 * class and answers "no change": nothing is charged twice.
 */
export async function reclassifyVehicle(
  db: Database,
  actor: Actor & { id: number },
  ticketId: number,
  input: ReclassifyInput,
): Promise<ReclassifyAnswer> {
  return db.transaction(async (tx) => {
    const probe = await vehicleLineOfTicket(tx, ticketId);
    if (!probe) throw new AppError("NOT_FOUND", RECLASS_MESSAGES.notVehicle);
    const booking = await lockBooking(tx, probe.booking_id);
    if (booking.status !== "confirmed") throw new AppError("CONFLICT", RECLASS_MESSAGES.bookingNotConfirmed);
    const context = await remeasureContext(tx, ticketId, true);
    const plan = await planRemeasure(tx, context, input);
    if (!plan.berubah) return { changed: false, preview: previewOf(plan) };
    const moved = await moveVehicleClass(tx, booking, context.line, {
      cargo_type_id: plan.entry.cargo_type_id,
      schedule_quota_id: plan.entry.id,
      tipe_tiket: plan.tipe_baru,
      harga: plan.harga_baru,
    });
    if (!moved) throw new AppError("QUOTA_EXCEEDED", RECLASS_MESSAGES.full(plan.golongan_baru));
    const settled = await settle(tx, actor, booking, plan, input);
    const summary = `golongan ${plan.golongan_lama ?? "-"} (${plan.tipe_lama}) ke ${plan.golongan_baru} (${plan.tipe_baru})`;
    await updateTicket(tx, "kendaraan", ticketId, { catatan: `Diukur ulang: ${summary}` });
    const { entry: _entry, berubah: _berubah, sisa_kuota_baru: _left, ...classes } = plan;
    const [row] = await tx
      .insert(vehicleReclassifications)
      .values({
        schedule_id: context.schedule.id,
        booking_id: booking.id,
        booking_vehicle_id: context.line.id,
        vehicle_ticket_id: ticketId,
        cargo_type_lama_id: context.line.cargo_type_id,
        cargo_type_baru_id: plan.entry.cargo_type_id,
        ...classes,
        panjang_cm: Math.round(input.panjang_m * 100),
        berat_kg: input.berat_kg ?? null,
        ...settled,
        created_by: actor.id,
      })
      .returning({ id: vehicleReclassifications.id });
    if (!row) throw new AppError("SERVER_ERROR");
    await logActivity(tx, actor, {
      action: "vehicle.reclassified",
      description: `Kendaraan ${context.line.nomor_kendaraan} (${booking.booking_code}) diukur ulang: ${summary}, selisih ${rupiah(plan.selisih)}`,
      subject_type: "vehicle_ticket",
      subject_id: ticketId,
      properties: {
        booking_code: booking.booking_code,
        kode_tiket: context.ticket.kode_tiket,
        ...classes,
        panjang_m: input.panjang_m,
        berat_kg: input.berat_kg ?? null,
        method: settled.method,
        refund_id: settled.refund_id,
      },
    });
    return { changed: true, reclassification: await getReclassification(tx, row.id) };
  });
}
