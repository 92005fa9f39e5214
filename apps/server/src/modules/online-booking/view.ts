import { summarizeComponents } from "@ferry/shared/booking-components";
import { ticketsPrintable } from "@ferry/shared/documents";
import type { OnlineBookingSettings } from "@ferry/shared/online-booking";
import type { Database } from "../../db/client";
import type { BookingRow, WrittenBooking } from "../bookings/index";
import { type PresentedBooking, presentBooking } from "../bookings/index";
import { boardingOf } from "../embarkation/index";
import { gatewayOffer } from "../payment-gateway/index";
import { publicBooking, publicTickets } from "../public-bookings/index";
import { findSchedule } from "../schedules/index";
import { bankTransferProvider } from "./payment-providers/bank-transfer";
import type { GatewayProvider } from "./payment-providers/provider";

/** Boarding of the schedule has been opened (or the ship left): passenger data is final from then on. */
export async function boardingStarted(db: Database, scheduleId: number): Promise<boolean> {
  const schedule = await findSchedule(db, scheduleId);
  if (["boarding", "berangkat", "tiba"].includes(schedule.status)) return true;
  return (await boardingOf(db, scheduleId)) !== null;
}

/** Unpaid: waiting for payment with no transfer waiting for verification (only such a booking may be cancelled). */
export function isUnpaid(
  booking: Pick<BookingRow, "status" | "total_dibayar">,
  proofWaiting: boolean,
): boolean {
  return booking.status === "waiting_payment" && booking.total_dibayar === 0 && !proofWaiting;
}

function customerPayments(booking: PresentedBooking) {
  return booking.payments.map((payment) => ({
    id: payment.id,
    method: payment.method,
    method_label: payment.method_label,
    amount: payment.amount,
    status: payment.status,
    status_label: payment.status_label,
    catatan: payment.catatan,
    bukti_url: payment.bukti_url,
    created_at: payment.created_at,
  }));
}

/**
 * A customer's own booking: what the public check shows, plus what is theirs to see and do (passengers
 * with their identity and ids, payments, the deadline, the transfer instructions, the gateway's methods and
 * the charge being paid when the gateway is on, and which actions apply).
 */
export async function customerBookingView(
  db: Database,
  id: number,
  settings: OnlineBookingSettings,
  gateway: GatewayProvider | null,
  written?: WrittenBooking,
) {
  const booking = await presentBooking(db, id, written);
  const proofWaiting = booking.payments.some((payment) => payment.status === "menunggu");
  // A booking without its sailing (deleted) can no longer change; a failed read is an error, not a yes.
  const started = booking.schedule ? await boardingStarted(db, booking.schedule.id) : true;
  const waiting = booking.status === "waiting_payment";
  const expired = booking.expires_at !== null && new Date(booking.expires_at).getTime() <= Date.now();
  return {
    ...publicBooking(booking),
    channel: booking.channel,
    pemesan_nama: booking.pemesan_nama,
    pemesan_telepon: booking.pemesan_telepon,
    pemesan_email: booking.pemesan_email,
    kirim_etiket: booking.kirim_etiket,
    total_dibayar: booking.total_dibayar,
    sisa_tagihan: booking.sisa_tagihan,
    expires_at: booking.expires_at,
    passengers: booking.passengers.map((person) => ({
      id: person.id,
      vehicle_id: person.vehicle_id,
      nama_lengkap: person.nama_lengkap,
      jenis_identitas: person.jenis_identitas,
      nomor_identitas: person.nomor_identitas,
      jenis_kelamin: person.jenis_kelamin,
      usia: person.usia,
      is_child: person.is_child,
      is_infant: person.is_infant,
      kelas: person.cargo_type?.nama ?? null,
      harga: person.harga,
      komponen: summarizeComponents(person.komponen),
    })),
    vehicles: booking.vehicles.map((vehicle) => ({
      id: vehicle.id,
      cargo_type: vehicle.cargo_type
        ? { nama: vehicle.cargo_type.nama, golongan: vehicle.cargo_type.golongan }
        : null,
      nomor_kendaraan: vehicle.nomor_kendaraan,
      nama_pemilik: vehicle.nama_pemilik,
      tipe_tiket: vehicle.tipe_tiket,
      harga: vehicle.harga,
      komponen: summarizeComponents(vehicle.komponen),
    })),
    payments: customerPayments(booking),
    tickets: publicTickets(booking),
    print_available: ticketsPrintable(booking.status),
    proof_waiting: proofWaiting,
    can_upload_proof: waiting && !proofWaiting && !expired,
    can_cancel: isUnpaid(booking, proofWaiting),
    can_correct: booking.status !== "cancel" && !started,
    payment_instructions:
      waiting && !proofWaiting ? bankTransferProvider.instructions(booking, settings) : null,
    gateway: proofWaiting || expired ? null : await gatewayOffer(db, gateway, booking),
  };
}

export type CustomerBookingView = Awaited<ReturnType<typeof customerBookingView>>;
