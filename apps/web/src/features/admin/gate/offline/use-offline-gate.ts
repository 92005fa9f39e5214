import type { ScanAnswer, ScanInput } from "@ferry/shared/gate";
import { type GateList, SYNC_BATCH_MAX } from "@ferry/shared/gate-offline";
import { useCallback, useEffect, useRef, useState } from "react";
import { staffApi } from "../../../../lib/api";
import { isLinkDown, sendScan } from "../api/scans";
import { decideLocally } from "./decide-locally";
import {
  dropScans,
  enqueueScan,
  pendingCount,
  queuedScans,
  readList,
  saveList,
  updateListTicket,
} from "./gate-store";

/** While online the device uploads its queue and refreshes its gate list this often. */
export const SYNC_MS = 15_000;
/** An online scan that has no answer after this long is decided on the device instead. */
const SCAN_TIMEOUT_MS = 3_000;

export type GateLink = {
  online: boolean;
  /** When the gate list was last downloaded (ISO), null before the first download. */
  syncedAt: string | null;
  pending: number;
  /** The last upload or download the server refused (not a dropped link). */
  problem: string | null;
};

type Setup = { scheduleId: number; gate: string; device: string };

/** Writes what a scan left a ticket as into the stored list, so this device knows it without the server. */
async function remember(scheduleId: number, answer: ScanAnswer) {
  if (!answer.ticket) return;
  const { kode_tiket, status_tiket, used_at, used_gate } = answer.ticket;
  await updateListTicket(scheduleId, kode_tiket, { status_tiket, used_at, used_gate });
}

/** Uploads the queue in batches (each as facts, idempotent by nonce), then downloads the gate list. */
async function synchronise({ scheduleId, gate, device }: Setup) {
  for (;;) {
    const batch = await queuedScans(SYNC_BATCH_MAX);
    const pending = (await pendingCount()) - batch.length;
    const scans = batch.map(({ queued_at: _, ...scan }) => scan);
    await staffApi.post("/tickets/scans/sync", { device, schedule_id: scheduleId, gate, pending, scans });
    await dropScans(batch.map((scan) => scan.nonce));
    if (batch.length < SYNC_BATCH_MAX) break;
  }
  const list = await staffApi.get<{ data: GateList }>("/tickets/gate-list", { schedule_id: scheduleId });
  return saveList(list.data, new Date());
}

/**
 * The offline gate of one sailing (decision 031): keeps the gate list in IndexedDB and refreshes it while
 * online; a scan goes to the server while it answers, and when the network is down (no connection, a
 * failed or hung request) it is decided on the device with the shared gate rule and queued durably. It
 * switches by itself; the queue goes up as soon as the server answers again.
 */
export function useOfflineGate(setup: Setup) {
  const { scheduleId, gate, device } = setup;
  const [link, setLink] = useState<GateLink>(() => ({
    online: navigator.onLine,
    syncedAt: null,
    pending: 0,
    problem: null,
  }));
  const running = useRef(false);
  const update = useCallback((changes: Partial<GateLink>) => setLink((now) => ({ ...now, ...changes })), []);

  const sync = useCallback(async () => {
    if (running.current || !device) return;
    running.current = true;
    try {
      const stored = await synchronise({ scheduleId, gate, device });
      update({ online: true, syncedAt: stored.synced_at, pending: await pendingCount(), problem: null });
    } catch (error) {
      if (isLinkDown(error)) update({ online: false, pending: await pendingCount() });
      else update({ online: true, problem: (error as Error).message });
    } finally {
      running.current = false;
    }
  }, [scheduleId, gate, device, update]);

  useEffect(() => {
    if (!device) return;
    let live = true;
    void Promise.all([readList(scheduleId), pendingCount()]).then(([stored, pending]) => {
      if (live) update({ syncedAt: stored?.synced_at ?? null, pending });
    });
    void sync();
    const timer = window.setInterval(() => void sync(), SYNC_MS);
    const goOnline = () => void sync();
    const goOffline = () => update({ online: false });
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [scheduleId, device, sync, update]);

  const scan = useCallback(
    async (input: ScanInput): Promise<ScanAnswer> => {
      if (navigator.onLine) {
        try {
          const answer = await sendScan("masuk", input, { attempts: 1, timeoutMs: SCAN_TIMEOUT_MS });
          if (answer.ticket) {
            const { status_tiket, used_at, used_gate } = answer.ticket;
            await updateListTicket(scheduleId, answer.ticket.kode_tiket, {
              status_tiket,
              used_at,
              used_gate,
            });
          }
          return answer;
        } catch (error) {
          if (!isLinkDown(error)) throw error;
        }
      }
      update({ online: false });
      const list = await readList(scheduleId);
      if (!list) throw new Error("Jaringan terputus dan daftar gerbang jadwal ini belum diunduh");
      const now = new Date();
      const answer = await decideLocally(list, { qr_data: input.qr_data, gate, now });
      await enqueueScan(
        {
          nonce: input.nonce,
          qr_data: input.qr_data,
          schedule_id: scheduleId,
          gate,
          scanned_at: now.toISOString(),
          result: answer.result,
          reason: answer.message,
        },
        now,
      );
      await remember(scheduleId, answer);
      update({ pending: await pendingCount() });
      return answer;
    },
    [scheduleId, gate, update],
  );

  return { link, scan, sync };
}
