import { GATE_MESSAGES, type ScanAnswer } from "@ferry/shared/gate";
import { type GateVerdict, gateTime, judgeTicket } from "@ferry/shared/gate-rules";
import type { Database } from "../../db/client";
import { type BoardingRow, boardingOf, boardingStateText, isBoardingOpen } from "../embarkation/index";
import type { ScheduleRow } from "../schedules/index";
import { findSchedule, scheduleSummaries } from "../schedules/index";
import { presentScan, usedWhere, zoneOf } from "./scan-answer";
import { findScanByNonce, isNonceClash, recordScan, type ScanPos, type ScanRow } from "./scan-log";
import { findTicket, findTicketByData, markUsed, type TicketView, updateTicket } from "./ticket-store";

export type ScanCommand = { qr_data: string; schedule_id: number; gate: string; nonce: string };

type Gate = { schedule: ScheduleRow; boarding: BoardingRow | null; pos: ScanPos; now: Date };

/** `08.00 WIB Merak - Bakauheni (KMP Portlink)`: the schedule a ticket belongs to, for a wrong gate. */
async function scheduleLabel(db: Database, scheduleId: number): Promise<string> {
  const summary = (await scheduleSummaries(db, [scheduleId])).get(scheduleId);
  if (!summary) return "Jadwal tidak ditemukan";
  const zone = summary.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const when = gateTime(new Date(summary.waktu_berangkat), zone);
  return `${summary.route?.nama_rute ?? "-"} ${when} (${summary.ship?.nama ?? "-"})`;
}

/** The shared gate rule (`@ferry/shared/gate-rules`), fed from the database only on the branch that asks. */
function judge(db: Database, ticket: TicketView, gate: Gate): Promise<GateVerdict> {
  const situation = {
    pos: gate.pos,
    now: gate.now,
    schedule_id: gate.schedule.id,
    boarding: {
      open: isBoardingOpen(gate.schedule, gate.boarding),
      state: boardingStateText(gate.schedule, gate.boarding),
    },
  };
  return judgeTicket(ticket, situation, {
    zone: () => zoneOf(db, gate.schedule),
    usedWhere: () => usedWhere(db, ticket),
    sailing: () =>
      ticket.schedule_id === gate.schedule.id ? gate.schedule : findSchedule(db, ticket.schedule_id),
    scheduleLabel: () => scheduleLabel(db, ticket.schedule_id),
  });
}

/** One scan in one transaction: judge, admit with a conditional update (a lost race is judged again), record. */
async function decide(
  tx: Database,
  officerId: number,
  command: ScanCommand,
  pos: ScanPos,
  now: Date,
): Promise<{ row: ScanRow; ticket: TicketView | null }> {
  const schedule = await findSchedule(tx, command.schedule_id);
  const gate: Gate = { schedule, boarding: await boardingOf(tx, schedule.id, "share"), pos, now };
  const base = {
    schedule_id: schedule.id,
    gate: command.gate,
    pos,
    user_id: officerId,
    nonce: command.nonce,
    created_at: now,
  };
  const found = await findTicketByData(tx, command.qr_data);
  if (!found) {
    const row = await recordScan(tx, {
      ...base,
      ticket: null,
      raw_data: command.qr_data,
      metode: null,
      result: "tidak_dikenal",
      reason: GATE_MESSAGES.unknown,
    });
    return { row, ticket: null };
  }
  let ticket = found.ticket;
  let verdict = await judge(tx, ticket, gate);
  if (verdict.result === "diterima") {
    if (await markUsed(tx, ticket, officerId, now)) {
      ticket = { ...ticket, status_tiket: "digunakan", used_at: now, used_by: officerId };
    } else {
      // Another gate admitted it (or it changed) since we read it: judge what it is now.
      ticket = (await findTicket(tx, ticket.jenis, ticket.id)) ?? ticket;
      verdict = await judge(tx, ticket, gate);
      if (verdict.result === "diterima")
        verdict = { result: "ditolak", reason: "Tiket sedang diproses, pindai ulang" };
    }
  }
  if (verdict.result === "kadaluarsa" && ticket.status_tiket === "aktif") {
    if (await updateTicket(tx, ticket.jenis, ticket.id, { status_tiket: "kadaluarsa" }, "aktif")) {
      ticket = { ...ticket, status_tiket: "kadaluarsa" };
    }
  }
  const row = await recordScan(tx, { ...base, ticket, raw_data: null, metode: found.metode, ...verdict });
  return { row, ticket };
}

/**
 * A scan at a gate (`masuk`: Scan Tiket admits; `batal`: Scan Batal only records cancelled tickets).
 * The same nonce from the same officer answers the first scan again, however the requests race.
 */
export async function scanTicket(
  db: Database,
  officerId: number,
  command: ScanCommand,
  pos: ScanPos,
  now = new Date(),
): Promise<ScanAnswer> {
  // No look-up of the nonce first: a retried request runs again and its record of the scan hits the
  // (officer, nonce) unique index, which rolls it back; then the first scan is answered. One query less
  // on every scan, and the same path whether the retry comes late or races the first request.
  try {
    // The answer is read inside the scan's transaction: a recorded scan is always answered.
    return await db.transaction(async (tx) => {
      const { row, ticket } = await decide(tx, officerId, command, pos, now);
      return presentScan(tx, row, { replayed: false, ticket });
    });
  } catch (error) {
    if (!isNonceClash(error)) throw error;
    const first = await findScanByNonce(db, officerId, command.nonce);
    if (!first) throw error;
    return presentScan(db, first, { replayed: true });
  }
}
