import type { ScanAnswer, ScanResult } from "@ferry/shared/gate";
import type { Database } from "../../db/client";
import { findRoute } from "../sea-routes/index";
import { lastAdmission, type ScanRow, scanTicketRef } from "./scan-log";
import { findTicket, type TicketView } from "./ticket-store";

/** The zone of a schedule's origin port (where its gates are). */
export async function zoneOf(db: Database, schedule: { route_id: number }): Promise<string> {
  return (await findRoute(db, schedule.route_id))?.port_origin.zona_waktu ?? "Asia/Jakarta";
}

/** When and where a used ticket was admitted (its last accepted scan; a manual change has no gate). */
export async function usedWhere(db: Database, ticket: TicketView) {
  const admission = await lastAdmission(db, ticket);
  return {
    used_at: ticket.used_at ?? admission?.created_at ?? null,
    used_gate: admission?.gate ?? null,
  };
}

function ticketPart(
  ticket: TicketView,
  used: { used_at: Date | null; used_gate: string | null },
): ScanAnswer["ticket"] {
  return {
    jenis: ticket.jenis,
    id: ticket.id,
    kode_tiket: ticket.kode_tiket,
    status_tiket: ticket.status_tiket,
    booking_code: ticket.booking_code,
    schedule_id: ticket.schedule_id,
    nama: ticket.nama,
    keterangan: ticket.keterangan,
    kendaraan:
      ticket.jenis === "kendaraan" ? { golongan: ticket.golongan, tipe_tiket: ticket.tipe_tiket } : null,
    used_at: used.used_at?.toISOString() ?? null,
    used_gate: used.used_gate,
    identitas_ganda: ticket.identitas_ganda,
  };
}

/**
 * The answer of a recorded scan. `ticket` is the ticket as the scan left it (the caller has it on the
 * fast path); without it, it is read again (a retried request answers the first scan again).
 */
export async function presentScan(
  db: Database,
  row: ScanRow,
  options: { replayed: boolean; ticket?: TicketView | null },
): Promise<ScanAnswer> {
  const ref = scanTicketRef(row);
  let ticket = options.ticket;
  if (ticket === undefined) ticket = ref ? await findTicket(db, ref.jenis, ref.id) : null;
  let used: { used_at: Date | null; used_gate: string | null } = { used_at: null, used_gate: null };
  if (ticket && row.result === "diterima") used = { used_at: row.created_at, used_gate: row.gate };
  else if (ticket?.status_tiket === "digunakan") used = await usedWhere(db, ticket);
  const result = row.result as ScanResult;
  return {
    scan_id: row.id,
    result,
    valid: result === "diterima",
    message: row.reason,
    gate: row.gate,
    scanned_at: row.created_at.toISOString(),
    replayed: options.replayed,
    ticket: ticket ? ticketPart(ticket, used) : null,
  };
}
