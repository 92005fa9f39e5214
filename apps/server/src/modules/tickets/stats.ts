import {
  SCAN_RESULT_LABELS,
  type ScanResult,
  TICKET_STATUSES,
  type TicketKind,
  type TicketStatus,
} from "@ferry/shared/gate";
import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ticketScans } from "../../db/schema/gate";
import { scheduleIdsDepartingOn } from "../schedules/index";
import { userNames } from "../users/index";
import { KINDS, presentTicket } from "./present";
import { latestScans, type ScanPos, scanTicketRef } from "./scan-log";
import { selectTickets, ticketCountsBySchedule } from "./ticket-store";

type KindStats = Record<TicketStatus, number> & { total: number; terjual: number };

function kindStats(counts: Record<string, number>): KindStats {
  const stats = Object.fromEntries(TICKET_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<
    TicketStatus,
    number
  >;
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { ...stats, total, terjual: total - (counts.dibatalkan ?? 0) };
}

/**
 * Tickets by status and kind, and scan attempts by result, for one schedule or every schedule departing
 * on a day (each in its origin port's zone). `terjual` counts every ticket not cancelled.
 */
export async function ticketStats(db: Database, filter: { schedule_id?: number; date: string }) {
  const ids = filter.schedule_id ? [filter.schedule_id] : await scheduleIdsDepartingOn(db, filter.date);
  const byStatus: Record<TicketKind, Record<string, number>> = { penumpang: {}, kendaraan: {} };
  for (const counts of (await ticketCountsBySchedule(db, ids)).values()) {
    for (const jenis of KINDS) {
      for (const [status, total] of Object.entries(counts[jenis])) {
        byStatus[jenis][status] = (byStatus[jenis][status] ?? 0) + total;
      }
    }
  }
  const scans =
    ids.length === 0
      ? []
      : await db
          .select({ result: ticketScans.result, total: sql<number>`count(*)::int` })
          .from(ticketScans)
          .where(and(inArray(ticketScans.schedule_id, ids)))
          .groupBy(ticketScans.result);
  return {
    schedule_id: filter.schedule_id ?? null,
    date: filter.schedule_id ? null : filter.date,
    schedules: ids.length,
    penumpang: kindStats(byStatus.penumpang),
    kendaraan: kindStats(byStatus.kendaraan),
    scans: Object.fromEntries(scans.map((row) => [row.result, row.total])),
  };
}

/** The latest scans with their ticket (code, name) and officer, newest first. */
export async function listScans(
  db: Database,
  filter: { schedule_id?: number; gate?: string; result?: ScanResult; pos?: ScanPos; limit: number },
) {
  const rows = await latestScans(db, filter);
  const tickets = new Map<string, ReturnType<typeof presentTicket>>();
  for (const jenis of KINDS) {
    const ids = rows.flatMap((row) => {
      const ref = scanTicketRef(row);
      return ref?.jenis === jenis ? [ref.id] : [];
    });
    if (ids.length === 0) continue;
    for (const ticket of await selectTickets(db, jenis, (table) => inArray(table.id, ids))) {
      tickets.set(`${jenis}:${ticket.id}`, presentTicket(ticket));
    }
  }
  const officers = await userNames(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => {
    const ref = scanTicketRef(row);
    const ticket = ref ? tickets.get(`${ref.jenis}:${ref.id}`) : undefined;
    return {
      id: row.id,
      result: row.result,
      result_label: SCAN_RESULT_LABELS[row.result as ScanResult] ?? row.result,
      reason: row.reason,
      gate: row.gate,
      pos: row.pos,
      metode: row.metode,
      schedule_id: row.schedule_id,
      raw_data: row.raw_data,
      created_at: row.created_at.toISOString(),
      officer: officers.get(row.user_id)?.nama_lengkap ?? null,
      ticket: ticket
        ? {
            jenis: ticket.jenis,
            id: ticket.id,
            kode_tiket: ticket.kode_tiket,
            nama: ticket.nama,
            keterangan: ticket.keterangan,
          }
        : null,
    };
  });
}
