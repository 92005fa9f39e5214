import { type ScanAnswer, TICKET_CODE_PATTERN } from "@ferry/shared/gate";
import { OFFLINE_MESSAGES } from "@ferry/shared/gate-offline";
import { judgeTicket } from "@ferry/shared/gate-rules";
import type { StoredList } from "./gate-store";

/** SHA-256 of what was read, hex, as the gate list holds the QR secrets (`qr_hash`). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function findInList(list: StoredList, data: string) {
  const hash = await sha256Hex(data);
  const byQr = list.tickets.find((ticket) => ticket.qr_hash === hash);
  if (byQr) return byQr;
  const code = TICKET_CODE_PATTERN.exec(data.toUpperCase());
  return code ? list.tickets.find((ticket) => ticket.kode_tiket === code[0]) : undefined;
}

/**
 * A scan decided on the device from its stored gate list, with the same rule module as the server
 * (`@ferry/shared/gate-rules`). A ticket not in the list is unknown here (another sailing's, or not ours).
 */
export async function decideLocally(
  list: StoredList,
  scan: { qr_data: string; gate: string; now: Date },
): Promise<ScanAnswer> {
  const base = {
    scan_id: 0,
    gate: scan.gate,
    scanned_at: scan.now.toISOString(),
    replayed: false,
    offline: true,
  };
  const ticket = await findInList(list, scan.qr_data);
  if (!ticket) {
    return {
      ...base,
      result: "tidak_dikenal",
      valid: false,
      message: OFFLINE_MESSAGES.notInList,
      ticket: null,
    };
  }
  const situation = {
    pos: "masuk" as const,
    now: scan.now,
    schedule_id: list.schedule.id,
    boarding: list.schedule.boarding,
  };
  const facts = {
    ...ticket,
    schedule_id: list.schedule.id,
    tanggal_berlaku: new Date(ticket.tanggal_berlaku),
    tanggal_kadaluarsa: new Date(ticket.tanggal_kadaluarsa),
  };
  const verdict = await judgeTicket(facts, situation, {
    zone: () => list.schedule.zona_waktu,
    usedWhere: () => ({
      used_at: ticket.used_at ? new Date(ticket.used_at) : null,
      used_gate: ticket.used_gate,
    }),
    sailing: () => list.schedule,
    // The list holds this sailing's tickets only, so a ticket found in it is never another schedule's.
    scheduleLabel: () => "-",
  });
  const admitted = verdict.result === "diterima";
  return {
    ...base,
    result: verdict.result,
    valid: admitted,
    message: verdict.reason,
    ticket: {
      jenis: ticket.jenis,
      id: ticket.id,
      kode_tiket: ticket.kode_tiket,
      status_tiket: admitted ? "digunakan" : ticket.status_tiket,
      booking_code: ticket.booking_code,
      schedule_id: list.schedule.id,
      nama: ticket.nama,
      keterangan: ticket.keterangan,
      kendaraan:
        ticket.jenis === "kendaraan" ? { golongan: ticket.golongan, tipe_tiket: ticket.tipe_tiket } : null,
      used_at: admitted ? scan.now.toISOString() : ticket.used_at,
      used_gate: admitted ? scan.gate : ticket.used_gate,
      identitas_ganda: ticket.identitas_ganda,
    },
  };
}
