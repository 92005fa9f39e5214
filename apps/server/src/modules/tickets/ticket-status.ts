import {
  canMoveTicket,
  type TicketKind,
  type TicketStatus,
  ticketMoveNeedsNote,
  ticketStatusLabel,
} from "@ferry/shared/gate";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findTicket, TICKET_TABLES, type TicketView, updateTicket } from "./ticket-store";

export const SUBJECT_TYPES: Record<TicketKind, string> = {
  penumpang: "passenger_ticket",
  kendaraan: "vehicle_ticket",
};

/** The ticket, locked until the transaction ends, or 404. */
export async function lockTicket(tx: Database, jenis: TicketKind, id: number): Promise<TicketView> {
  const ticket = await findTicket(tx, jenis, id, { lock: true });
  if (!ticket) throw new AppError("NOT_FOUND", "Tiket tidak ditemukan");
  return ticket;
}

/**
 * A status change by hand, along the legal moves only (`TICKET_TRANSITIONS`): boarding without a scan
 * records who and when; undoing a mistaken scan (digunakan -> aktif) and cancelling need a note. Logged.
 */
export async function changeTicketStatus(
  db: Database,
  actor: Actor,
  jenis: TicketKind,
  id: number,
  input: { status: TicketStatus; notes: string | null },
): Promise<TicketView> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, jenis, id);
    const from = ticket.status_tiket;
    const to = input.status;
    if (!canMoveTicket(from, to)) {
      throw new AppError(
        "INVALID_TRANSITION",
        `Status tiket tidak dapat diubah dari ${ticketStatusLabel(from)} ke ${ticketStatusLabel(to)}`,
      );
    }
    if (ticketMoveNeedsNote(from, to) && !input.notes) {
      throw fieldError("notes", "Catatan wajib diisi: jelaskan alasan perubahan status ini");
    }
    const changes = {
      status_tiket: to,
      catatan: input.notes ?? ticket.catatan,
      ...(to === "digunakan" ? { used_at: new Date(), used_by: actor.id } : {}),
      ...(to === "aktif" ? { used_at: null, used_by: null } : {}),
    };
    await updateTicket(tx, jenis, id, changes, from);
    await logActivity(tx, actor, {
      action: "ticket.status_changed",
      description: `Status tiket ${ticket.kode_tiket} diubah dari ${ticketStatusLabel(from)} ke ${ticketStatusLabel(to)}`,
      subject_type: SUBJECT_TYPES[jenis],
      subject_id: id,
      properties: { before: { status_tiket: from }, after: { status_tiket: to }, notes: input.notes },
    });
    return { ...ticket, ...changes };
  });
}

/**
 * Cancels the given active tickets of one kind of a booking (a refund), with its note; answers how many
 * changed (fewer than asked: one was scanned or changed meanwhile). Caller's transaction.
 */
export async function cancelActiveTickets(
  tx: Database,
  bookingId: number,
  jenis: TicketKind,
  ids: number[],
  catatan: string,
): Promise<number> {
  const table = TICKET_TABLES[jenis];
  const changed = await tx
    .update(table)
    .set({ status_tiket: "dibatalkan", catatan })
    .where(and(inArray(table.id, ids), eq(table.booking_id, bookingId), eq(table.status_tiket, "aktif")))
    .returning({ id: table.id });
  return changed.length;
}
