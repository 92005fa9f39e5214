import type { RefundSettings } from "@ferry/shared/refund-settings";
import { REFUND_MESSAGES } from "@ferry/shared/refunds";
import { AppError, fieldError } from "../../lib/app-error";
import type { BookingTicket } from "../bookings/refund-close";

export type RefundQuote = {
  potongan_persen: number;
  jumlah_kotor: number;
  potongan: number;
  jumlah_refund: number;
};

/** Fee and amount: the fee is floor(sum × persen / 100) of what the tickets paid; the rest goes back. */
export function refundAmounts(tickets: Pick<BookingTicket, "amount">[], persen: number): RefundQuote {
  const jumlah_kotor = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  const potongan = Math.floor((jumlah_kotor * persen) / 100);
  return { potongan_persen: persen, jumlah_kotor, potongan, jumlah_refund: jumlah_kotor - potongan };
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
 * A force-majeure refund returns what was paid, the insurance levy included: each insured person's ticket
 * carries its share of the booking's `biaya_komponen` (levied per person at the sale), the last insured
 * ticket of the booking the rest of the division, so refunding every ticket returns the levy exactly.
 */
export function withInsuranceShares(
  tickets: BookingTicket[],
  all: BookingTicket[],
  biayaKomponen: number,
): BookingTicket[] {
  const insured = all.filter((ticket) => ticket.insured);
  const last = insured.at(-1);
  if (!last || biayaKomponen <= 0) return tickets;
  const share = Math.floor(biayaKomponen / insured.length);
  const rest = biayaKomponen - share * insured.length;
  return tickets.map((ticket) => {
    if (!ticket.insured) return ticket;
    const extra = share + (ticket.jenis === last.jenis && ticket.id === last.id ? rest : 0);
    return { ...ticket, amount: ticket.amount + extra };
  });
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
