import type { ScanResult, TicketKind } from "@ferry/shared/gate";
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ticketScans } from "../../db/schema/gate";

export type ScanRow = typeof ticketScans.$inferSelect;
export type ScanPos = "masuk" | "batal";

export type NewScan = {
  ticket: { jenis: TicketKind; id: number } | null;
  raw_data: string | null;
  metode: "qr" | "kode" | null;
  schedule_id: number;
  gate: string;
  pos: ScanPos;
  result: ScanResult;
  reason: string;
  user_id: number;
  nonce: string;
  created_at: Date;
} & Partial<Pick<ScanRow, "device" | "offline" | "synced_at" | "conflict" | "conflict_scan_id">>;

const ticketColumn = (jenis: TicketKind) =>
  jenis === "penumpang" ? ticketScans.passenger_ticket_id : ticketScans.vehicle_ticket_id;

/** Records one scan attempt; the (officer, nonce) unique index refuses a second record of the same scan. */
export async function recordScan(tx: Database, scan: NewScan): Promise<ScanRow> {
  const { ticket, ...rest } = scan;
  const [row] = await tx
    .insert(ticketScans)
    .values({
      ...rest,
      raw_data: rest.raw_data?.slice(0, 200) ?? null,
      passenger_ticket_id: ticket?.jenis === "penumpang" ? ticket.id : null,
      vehicle_ticket_id: ticket?.jenis === "kendaraan" ? ticket.id : null,
    })
    .returning();
  if (!row) throw new Error("scan not recorded");
  return row;
}

/** The scan an officer already made with this nonce (a retried request), if any. */
export async function findScanByNonce(db: Database, userId: number, nonce: string): Promise<ScanRow | null> {
  const [row] = await db
    .select()
    .from(ticketScans)
    .where(and(eq(ticketScans.user_id, userId), eq(ticketScans.nonce, nonce)));
  return row ?? null;
}

/**
 * The scan an upload from a device's offline queue repeats, if any: the same nonce uploaded before, or
 * the officer's online scan with that nonce (it reached the server although the device gave up waiting).
 */
export async function findUploadedScan(
  db: Database,
  officerId: number,
  nonce: string,
): Promise<ScanRow | null> {
  const [row] = await db
    .select()
    .from(ticketScans)
    .where(
      and(
        eq(ticketScans.nonce, nonce),
        or(eq(ticketScans.offline, true), eq(ticketScans.user_id, officerId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The latest admission of a ticket: when and at which gate it was used. */
export async function lastAdmission(
  db: Database,
  ticket: { jenis: TicketKind; id: number },
): Promise<ScanRow | null> {
  const [row] = await db
    .select()
    .from(ticketScans)
    .where(and(eq(ticketColumn(ticket.jenis), ticket.id), eq(ticketScans.result, "diterima")))
    .orderBy(desc(ticketScans.id))
    .limit(1);
  return row ?? null;
}

/** The latest scans, newest first, filtered by schedule, gate, result or gate kind. */
export async function latestScans(
  db: Database,
  filter: { schedule_id?: number; gate?: string; result?: ScanResult; pos?: ScanPos; limit: number },
): Promise<ScanRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.schedule_id ? eq(ticketScans.schedule_id, filter.schedule_id) : undefined,
    filter.gate ? eq(ticketScans.gate, filter.gate) : undefined,
    filter.result ? eq(ticketScans.result, filter.result) : undefined,
    filter.pos ? eq(ticketScans.pos, filter.pos) : undefined,
  ];
  return db
    .select()
    .from(ticketScans)
    .where(and(...conditions))
    .orderBy(desc(ticketScans.id))
    .limit(filter.limit);
}

export function scanTicketRef(row: ScanRow): { jenis: TicketKind; id: number } | null {
  if (row.passenger_ticket_id !== null) return { jenis: "penumpang", id: row.passenger_ticket_id };
  if (row.vehicle_ticket_id !== null) return { jenis: "kendaraan", id: row.vehicle_ticket_id };
  return null;
}

/**
 * Whether an error is the clash of a second record of the same scan: the same (officer, nonce), or with
 * `ticket_scans_offline_nonce_unique` the same nonce uploaded from an offline queue again.
 */
export function isNonceClash(error: unknown, index = "ticket_scans_nonce_unique"): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const pg = current as { code?: string; constraint?: string; message?: string };
    if (pg.code === "23505" && (pg.constraint ?? pg.message ?? "").includes(index)) return true;
  }
  return false;
}

/** The gate of each ticket's latest admission on a schedule, keyed `penumpang:12` (one query for a gate list). */
export async function admissionGates(db: Database, scheduleId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({
      passenger_ticket_id: ticketScans.passenger_ticket_id,
      vehicle_ticket_id: ticketScans.vehicle_ticket_id,
      gate: ticketScans.gate,
    })
    .from(ticketScans)
    .where(and(eq(ticketScans.schedule_id, scheduleId), eq(ticketScans.result, "diterima")))
    .orderBy(ticketScans.id);
  const gates = new Map<string, string>();
  for (const row of rows) {
    const ref = scanTicketRef(row as ScanRow);
    if (ref) gates.set(`${ref.jenis}:${ref.id}`, row.gate);
  }
  return gates;
}
