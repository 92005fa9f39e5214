import { GATE_MESSAGES, type ScanResult, ticketStatusLabel } from "./gate";
import { formatZonedDateTime } from "./zoned-time";

/*
 * The gate's rule, the one both the server's `validate-qr` and an offline gate device decide with
 * (decision 031), so they cannot disagree. It holds no I/O: what costs a look-up on the server (where a
 * used ticket was admitted, the ticket's own sailing, the label of another sailing, the port's zone) is
 * asked through `GateLookups`, only on the branch that needs it; a device answers from its gate list.
 */

type Awaitable<T> = T | Promise<T>;

/** What the rule reads of a ticket. */
export type GateTicket = {
  status_tiket: string;
  schedule_id: number;
  tanggal_berlaku: Date;
  tanggal_kadaluarsa: Date;
  nama: string;
};

/** Where and when the scan is made: the gate kind, the sailing it boards and whether its boarding is open. */
export type GateSituation = {
  pos: "masuk" | "batal";
  now: Date;
  schedule_id: number;
  boarding: { open: boolean; state: string };
};

export type GateLookups = {
  /** The zone of the gate's port (times in messages). */
  zone: () => Awaitable<string>;
  /** When and at which gate a used ticket was admitted. */
  usedWhere: () => Awaitable<{ used_at: Date | null; used_gate: string | null }>;
  /** The status of the ticket's own sailing (cancelled by the operator or not). */
  sailing: () => Awaitable<{ status: string; alasan_batal: string | null }>;
  /** The label of the ticket's sailing when it is not the gate's. */
  scheduleLabel: () => Awaitable<string>;
};

export type GateVerdict = { result: ScanResult; reason: string };

/** `23/11/2026 08.15 WIB`: an instant as a gate in that zone reads it. */
export const gateTime = (instant: Date, zone: string): string => formatZonedDateTime(instant, zone);

/** Who admitted a used ticket when nobody scanned it (status changed by hand). */
export const NO_GATE = "petugas (tanpa scan)";

/**
 * Why a ticket may or may not pass this gate, in the order a gate officer needs it: cancelled, already
 * used (when and where), its sailing cancelled by the operator (with the reason), expired (even before
 * the expiry job ran), not yet valid, another schedule, boarding not open; else admitted. The
 * cancelled-ticket gate (`batal`) never admits.
 */
export async function judgeTicket(
  ticket: GateTicket,
  gate: GateSituation,
  lookups: GateLookups,
): Promise<GateVerdict> {
  const status = ticket.status_tiket;
  if (gate.pos === "batal") {
    return status === "dibatalkan"
      ? { result: "batal", reason: GATE_MESSAGES.cancelledRecorded }
      : { result: "ditolak", reason: GATE_MESSAGES.notCancelled(ticketStatusLabel(status).toLowerCase()) };
  }
  if (status === "dibatalkan") return { result: "batal", reason: GATE_MESSAGES.cancelled };
  if (status === "digunakan") {
    const used = await lookups.usedWhere();
    const when = used.used_at ? gateTime(used.used_at, await lookups.zone()) : "-";
    return { result: "sudah_digunakan", reason: GATE_MESSAGES.alreadyUsed(when, used.used_gate ?? NO_GATE) };
  }
  const sailing = await lookups.sailing();
  if (sailing.status === "batal") {
    return { result: "ditolak", reason: GATE_MESSAGES.sailingCancelled(sailing.alasan_batal) };
  }
  if (status === "kadaluarsa" || gate.now >= ticket.tanggal_kadaluarsa) {
    const when = gateTime(ticket.tanggal_kadaluarsa, await lookups.zone());
    return { result: "kadaluarsa", reason: GATE_MESSAGES.expired(when) };
  }
  if (status !== "aktif") return { result: "ditolak", reason: `Status tiket tidak dikenal: ${status}` };
  if (gate.now < ticket.tanggal_berlaku) {
    const when = gateTime(ticket.tanggal_berlaku, await lookups.zone());
    return { result: "ditolak", reason: GATE_MESSAGES.notYetValid(when) };
  }
  if (ticket.schedule_id !== gate.schedule_id) {
    return { result: "salah_jadwal", reason: GATE_MESSAGES.wrongSchedule(await lookups.scheduleLabel()) };
  }
  if (!gate.boarding.open) {
    return { result: "boarding_tutup", reason: GATE_MESSAGES.boardingClosed(gate.boarding.state) };
  }
  return { result: "diterima", reason: GATE_MESSAGES.accepted(ticket.nama) };
}
