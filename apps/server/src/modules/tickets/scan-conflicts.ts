import { SCAN_CONFLICT_LABELS, type ScanConflict, type ScanConflictEntry } from "@ferry/shared/gate-offline";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ticketScans } from "../../db/schema/gate";
import { userNames } from "../users/index";
import { type ScanRow, scanTicketRef } from "./scan-log";
import { findTicket } from "./ticket-store";

/** How many offline conflicts each schedule has (the `/embarkasi` cards show the count). */
export async function conflictCounts(db: Database, scheduleIds: number[]): Promise<Map<number, number>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({ schedule_id: ticketScans.schedule_id, total: sql<number>`count(*)::int` })
    .from(ticketScans)
    .where(and(inArray(ticketScans.schedule_id, scheduleIds), isNotNull(ticketScans.conflict)))
    .groupBy(ticketScans.schedule_id);
  return new Map(rows.map((row) => [row.schedule_id, row.total]));
}

/**
 * The conflicts of a sailing, oldest first, each with both scans: the offline admission that clashed
 * and the earlier admission it clashed with (none for a ticket cancelled without a scan).
 */
export async function scanConflicts(db: Database, scheduleId: number): Promise<ScanConflictEntry[]> {
  const rows = await db
    .select()
    .from(ticketScans)
    .where(and(eq(ticketScans.schedule_id, scheduleId), isNotNull(ticketScans.conflict)))
    .orderBy(asc(ticketScans.id));
  const otherIds = rows.flatMap((row) => (row.conflict_scan_id === null ? [] : [row.conflict_scan_id]));
  const others =
    otherIds.length === 0 ? [] : await db.select().from(ticketScans).where(inArray(ticketScans.id, otherIds));
  const byId = new Map(others.map((row) => [row.id, row]));
  const names = await userNames(
    db,
    [...rows, ...others].map((row) => row.user_id),
  );
  const present = (row: ScanRow) => ({
    id: row.id,
    gate: row.gate,
    device: row.device,
    offline: row.offline,
    result: row.result,
    created_at: row.created_at.toISOString(),
    officer: names.get(row.user_id)?.nama_lengkap ?? null,
  });
  const answer: ScanConflictEntry[] = [];
  for (const row of rows) {
    const ref = scanTicketRef(row);
    const ticket = ref ? await findTicket(db, ref.jenis, ref.id) : null;
    if (!ticket) continue;
    const conflict = row.conflict as ScanConflict;
    const other = row.conflict_scan_id === null ? undefined : byId.get(row.conflict_scan_id);
    answer.push({
      conflict,
      label: SCAN_CONFLICT_LABELS[conflict],
      ticket: {
        jenis: ticket.jenis,
        kode_tiket: ticket.kode_tiket,
        nama: ticket.nama,
        status_tiket: ticket.status_tiket,
      },
      scan: present(row),
      other: other ? present(other) : null,
    });
  }
  return answer;
}
