import { type TicketKind, ticketStatusLabel } from "@ferry/shared/gate";
import type { TicketView } from "./ticket-store";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A ticket in the back office's answers; `qr_data` is what its QR code holds (for printing). */
export function presentTicket(ticket: TicketView) {
  return {
    jenis: ticket.jenis,
    id: ticket.id,
    booking_id: ticket.booking_id,
    booking_code: ticket.booking_code,
    schedule_id: ticket.schedule_id,
    kode_tiket: ticket.kode_tiket,
    qr_data: ticket.qr_secret,
    status_tiket: ticket.status_tiket,
    status_label: ticketStatusLabel(ticket.status_tiket),
    tanggal_berlaku: ticket.tanggal_berlaku.toISOString(),
    tanggal_kadaluarsa: ticket.tanggal_kadaluarsa.toISOString(),
    catatan: ticket.catatan,
    used_at: iso(ticket.used_at),
    used_by: ticket.used_by,
    nama: ticket.nama,
    keterangan: ticket.keterangan,
  };
}
export type PresentedTicket = ReturnType<typeof presentTicket>;

export const KINDS: readonly TicketKind[] = ["penumpang", "kendaraan"];
