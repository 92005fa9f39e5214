import type { GateList } from "@ferry/shared/gate-offline";
import type { Database } from "../../db/client";
import { boardingOf, boardingStateText, isBoardingOpen } from "../embarkation/index";
import { findSchedule } from "../schedules/index";
import { KINDS } from "./present";
import { zoneOf } from "./scan-answer";
import { admissionGates } from "./scan-log";
import { onSchedule, selectTickets } from "./ticket-store";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * What a gate device keeps to decide offline (decision 031): the sailing's boarding state and zone, and
 * every ticket of it with its QR hash, who or what it admits, status, validity and where it was used.
 */
export async function gateList(db: Database, scheduleId: number, now: Date): Promise<GateList> {
  const schedule = await findSchedule(db, scheduleId);
  const boarding = await boardingOf(db, scheduleId);
  const open = isBoardingOpen(schedule, boarding);
  const gates = await admissionGates(db, scheduleId);
  const tickets = [];
  for (const jenis of KINDS) {
    for (const ticket of await selectTickets(db, jenis, () => onSchedule(scheduleId), { limit: 100_000 })) {
      tickets.push({
        jenis,
        id: ticket.id,
        kode_tiket: ticket.kode_tiket,
        qr_hash: Buffer.from(ticket.qr_hash).toString("hex"),
        booking_code: ticket.booking_code,
        nama: ticket.nama,
        keterangan: ticket.keterangan,
        kelas: ticket.kelas,
        golongan: ticket.golongan,
        tipe_tiket: ticket.tipe_tiket,
        status_tiket: ticket.status_tiket,
        tanggal_berlaku: ticket.tanggal_berlaku.toISOString(),
        tanggal_kadaluarsa: ticket.tanggal_kadaluarsa.toISOString(),
        used_at: iso(ticket.used_at),
        used_gate: gates.get(`${jenis}:${ticket.id}`) ?? null,
        identitas_ganda: ticket.identitas_ganda,
      });
    }
  }
  return {
    schedule: {
      id: schedule.id,
      status: schedule.status,
      alasan_batal: schedule.alasan_batal,
      zona_waktu: await zoneOf(db, schedule),
      boarding: open ? { open, state: "dibuka" } : { open, state: boardingStateText(schedule, boarding) },
    },
    generated_at: now.toISOString(),
    tickets,
  };
}
