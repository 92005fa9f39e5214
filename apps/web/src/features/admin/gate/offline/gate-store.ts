import type { GateList, GateListTicket, OfflineScan } from "@ferry/shared/gate-offline";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/*
 * What a gate device keeps in IndexedDB (decision 031): each sailing's gate list with when it was
 * downloaded, and the queue of scans decided offline, kept until the server has them. Both survive a
 * reload, a closed tab and a flat battery.
 */

export type StoredList = GateList & { synced_at: string };
export type QueuedScan = OfflineScan & { queued_at: string };

interface GateDb extends DBSchema {
  lists: { key: number; value: StoredList };
  queue: { key: string; value: QueuedScan; indexes: { queued_at: string } };
}

let opening: Promise<IDBPDatabase<GateDb>> | null = null;

function database(): Promise<IDBPDatabase<GateDb>> {
  opening ??= openDB<GateDb>("ferry-gate", 1, {
    upgrade(db) {
      db.createObjectStore("lists", { keyPath: "schedule.id" });
      db.createObjectStore("queue", { keyPath: "nonce" }).createIndex("queued_at", "queued_at");
    },
  });
  return opening;
}

export async function saveList(list: GateList, syncedAt: Date): Promise<StoredList> {
  const stored = { ...list, synced_at: syncedAt.toISOString() };
  await (await database()).put("lists", stored);
  return stored;
}

export async function readList(scheduleId: number): Promise<StoredList | null> {
  return (await (await database()).get("lists", scheduleId)) ?? null;
}

/** Writes what a scan changed about one ticket into the stored list (so this device knows it at once). */
export async function updateListTicket(
  scheduleId: number,
  kodeTiket: string,
  changes: Partial<GateListTicket>,
): Promise<void> {
  const db = await database();
  const tx = db.transaction("lists", "readwrite");
  const list = await tx.store.get(scheduleId);
  if (list) {
    const tickets = list.tickets.map((ticket) =>
      ticket.kode_tiket === kodeTiket ? { ...ticket, ...changes } : ticket,
    );
    await tx.store.put({ ...list, tickets });
  }
  await tx.done;
}

export async function enqueueScan(scan: OfflineScan, now: Date): Promise<void> {
  await (await database()).put("queue", { ...scan, queued_at: now.toISOString() });
}

/** The oldest queued scans, at most `limit`. */
export async function queuedScans(limit: number): Promise<QueuedScan[]> {
  return (await database()).getAllFromIndex("queue", "queued_at", undefined, limit);
}

export async function dropScans(nonces: string[]): Promise<void> {
  const tx = (await database()).transaction("queue", "readwrite");
  await Promise.all([...nonces.map((nonce) => tx.store.delete(nonce)), tx.done]);
}

export async function pendingCount(): Promise<number> {
  return (await database()).count("queue");
}
