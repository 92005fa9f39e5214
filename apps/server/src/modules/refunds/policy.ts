import type { RefundSettings } from "@ferry/shared/refund-settings";
import { REFUND_MESSAGES, type RefundComponent } from "@ferry/shared/refunds";
import { AppError, fieldError } from "../../lib/app-error";
import type { BookingTicket } from "../bookings/index";

export type RefundQuote = {
  potongan_persen: number;
  tarif_angkutan: number;
  jumlah_kotor: number;
  potongan: number;
  jumlah_refund: number;
  komponen: RefundComponent[];
};

/**
 * The amounts of a refund (decision 044): the fee is floor(transport fare × persen / 100), taken from the
 * transport fare the tickets paid only; the component lines that go back under their rule are returned
 * in full. Each ticket's `amount` becomes what it returns before the fee (its fare and its components).
 */
export function refundAmounts<T extends Pick<BookingTicket, "jenis" | "id" | "amount">>(
  tickets: T[],
  komponen: RefundComponent[],
  persen: number,
): RefundQuote & { tickets: T[] } {
  const tarif_angkutan = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  const returned = (ticket?: T) =>
    komponen
      .filter((line) => !ticket || (line.jenis === ticket.jenis && line.ticket_id === ticket.id))
      .reduce((sum, line) => sum + line.dikembalikan, 0);
  const jumlah_kotor = tarif_angkutan + returned();
  const potongan = Math.floor((tarif_angkutan * persen) / 100);
  return {
    potongan_persen: persen,
    tarif_angkutan,
    jumlah_kotor,
    potongan,
    jumlah_refund: jumlah_kotor - potongan,
    komponen,
    tickets: tickets.map((ticket) => ({ ...ticket, amount: ticket.amount + returned(ticket) })),
  };
}

/**
 * The policy a refund falls under. A sailing the operator cancelled (`batal`, force majeure) has no fee,
 * no deadline and takes vehicles back whatever the settings say: the passenger gets what was paid.
 */
export function refundTerms(settings: RefundSettings, scheduleStatus: string): RefundSettings {
  if (scheduleStatus !== "batal") return settings;
  return { ...settings, potongan_refund_persen: 0, batas_refund_jam: 0, refund_kendaraan_diizinkan: true };
}

/**
 * Refuses what the policy does not allow, in this order: a departure closer than `batas_refund_jam` (none
 * for a cancelled sailing, whose departure never comes), a used ticket, a ticket not active, a vehicle
 * ticket when vehicles may not be refunded, a ticket already in a waiting or approved refund (`taken`:
 * "jenis:id" keys).
 */
export function checkRefundable(
  tickets: BookingTicket[],
  settings: RefundSettings,
  departure: Date | null,
  now: Date,
  taken: ReadonlySet<string>,
): void {
  if (departure && departure.getTime() - now.getTime() < settings.batas_refund_jam * 3_600_000) {
    throw new AppError("CONFLICT", REFUND_MESSAGES.tooLate(settings.batas_refund_jam));
  }
  for (const ticket of tickets) {
    if (ticket.status_tiket === "digunakan") throw new AppError("CONFLICT", REFUND_MESSAGES.used);
    if (ticket.status_tiket !== "aktif") {
      throw new AppError("CONFLICT", REFUND_MESSAGES.notActive(ticket.kode_tiket));
    }
    if (ticket.jenis === "kendaraan" && !settings.refund_kendaraan_diizinkan) {
      throw fieldError("tickets", REFUND_MESSAGES.vehicleForbidden);
    }
    if (taken.has(`${ticket.jenis}:${ticket.id}`)) {
      throw new AppError("CONFLICT", REFUND_MESSAGES.alreadyRequested(ticket.kode_tiket));
    }
  }
}
