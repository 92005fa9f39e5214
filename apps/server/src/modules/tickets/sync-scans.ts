import type { OfflineScan, ScanConflict, ScanSyncAnswer } from "@ferry/shared/gate-offline";
import type { Database } from "../../db/client";
import { type Actor, logActivity } from "../activity-log/index";
import { findSchedule } from "../schedules/index";
import { reportDevice } from "./device-sync-state";
import { findUploadedScan, isNonceClash, lastAdmission, recordScan, type ScanRow } from "./scan-log";
import { findTicketByData, type TicketView, updateTicket } from "./ticket-store";

type SyncResult = ScanSyncAnswer["results"][number];
type Batch = { device: string; schedule_id: number; gate: string; pending: number; scans: OfflineScan[] };

const OFFLINE_INDEX = "ticket_scans_offline_nonce_unique";

const answerOf = (row: ScanRow, replayed: boolean): SyncResult => ({
  nonce: row.nonce,
  scan_id: row.id,
  conflict: (row.conflict as ScanConflict | null) ?? null,
  replayed,
});

/**
 * What an offline admission means now that the server sees it: an active ticket is admitted (used at
 * the device's time); a ticket already used clashes with the earlier admission (`dua_gerbang`); one
 * cancelled, refunded or expired meanwhile was admitted when it should not have been (`tidak_aktif`).
 */
async function admit(tx: Database, ticket: TicketView, officerId: number, at: Date) {
  if (ticket.status_tiket === "aktif") {
    const changes = { status_tiket: "digunakan", used_at: at, used_by: officerId };
    if (await updateTicket(tx, ticket.jenis, ticket.id, changes, "aktif")) {
      return { conflict: null, conflict_scan_id: null };
    }
  }
  if (ticket.status_tiket === "digunakan") {
    const earlier = await lastAdmission(tx, ticket);
    return { conflict: "dua_gerbang" as const, conflict_scan_id: earlier?.id ?? null };
  }
  return { conflict: "tidak_aktif" as const, conflict_scan_id: null };
}

/**
 * One offline scan in its own transaction, the ticket locked: recorded as the fact it is (the device's
 * verdict, reason and time), with the admission it makes or the conflict it causes. The same nonce
 * uploaded twice (a retried upload, or two uploads racing) is one scan.
 */
async function syncOne(
  db: Database,
  officerId: number,
  device: string,
  scan: OfflineScan,
  now: Date,
): Promise<SyncResult> {
  try {
    return await db.transaction(async (tx) => {
      const known = await findUploadedScan(tx, officerId, scan.nonce);
      if (known) return answerOf(known, true);
      const scannedAt = new Date(Math.min(new Date(scan.scanned_at).getTime(), now.getTime()));
      const found = await findTicketByData(tx, scan.qr_data, { lock: true });
      const outcome =
        found && scan.result === "diterima"
          ? await admit(tx, found.ticket, officerId, scannedAt)
          : { conflict: null, conflict_scan_id: null };
      const row = await recordScan(tx, {
        ticket: found?.ticket ?? null,
        raw_data: found ? null : scan.qr_data,
        metode: found?.metode ?? null,
        schedule_id: scan.schedule_id,
        gate: scan.gate,
        pos: "masuk",
        result: scan.result,
        reason: scan.reason,
        user_id: officerId,
        nonce: scan.nonce,
        created_at: scannedAt,
        device,
        offline: true,
        synced_at: now,
        ...outcome,
      });
      return answerOf(row, false);
    });
  } catch (error) {
    if (!isNonceClash(error, OFFLINE_INDEX) && !isNonceClash(error)) throw error;
    const first = await findUploadedScan(db, officerId, scan.nonce);
    if (!first) throw error;
    return answerOf(first, true);
  }
}

/**
 * `POST /tickets/scans/sync`: a device's offline queue uploaded as facts (decision 031). Every sailing
 * named is checked before anything is written, so a bad batch changes nothing; each scan then commits on
 * its own. The device's report (gate, scans still pending) is kept for the close of boarding.
 */
export async function syncScans(
  db: Database,
  actor: Actor,
  officerId: number,
  batch: Batch,
  now = new Date(),
): Promise<ScanSyncAnswer> {
  for (const id of new Set([batch.schedule_id, ...batch.scans.map((scan) => scan.schedule_id)])) {
    await findSchedule(db, id);
  }
  const results: SyncResult[] = [];
  for (const scan of batch.scans) results.push(await syncOne(db, officerId, batch.device, scan, now));
  const fresh = results.filter((result) => !result.replayed);
  await db.transaction(async (tx) => {
    const { device, schedule_id, gate, pending } = batch;
    await reportDevice(tx, { device, schedule_id, gate, pending, user_id: officerId, now });
    if (fresh.length === 0) return;
    const conflicts = fresh.filter((result) => result.conflict !== null).length;
    await logActivity(tx, actor, {
      action: "ticket.offline_scans_synced",
      description: `${fresh.length} scan offline dari ${batch.device} tersinkron (${conflicts} konflik)`,
      subject_type: "schedule",
      subject_id: batch.schedule_id,
      properties: { device: batch.device, gate: batch.gate, scans: fresh.length, conflicts },
    });
  });
  return { results };
}
