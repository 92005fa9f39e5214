import { DEVICE_SILENT_MS, type UnsyncedDevice } from "@ferry/shared/gate-offline";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { gateDevices } from "../../db/schema/gate";

/** A gate device was heard from: its gate and how many offline scans it still holds. */
export async function reportDevice(
  db: Database,
  report: { schedule_id: number; device: string; gate: string; user_id: number; pending: number; now: Date },
): Promise<void> {
  const { now, ...rest } = report;
  const seen = { gate: rest.gate, user_id: rest.user_id, pending: rest.pending, last_seen_at: now };
  await db
    .insert(gateDevices)
    .values({ ...rest, last_seen_at: now })
    .onConflictDoUpdate({ target: [gateDevices.schedule_id, gateDevices.device], set: seen });
}

/**
 * Per schedule, the devices that may hold scans not uploaded yet: they said so, or they have been silent
 * longer than `DEVICE_SILENT_MS` (a device offline cannot say anything).
 */
export async function unsyncedDevices(
  db: Database,
  scheduleIds: number[],
  now: Date,
): Promise<Map<number, UnsyncedDevice[]>> {
  const answer = new Map<number, UnsyncedDevice[]>();
  if (scheduleIds.length === 0) return answer;
  const rows = await db.select().from(gateDevices).where(inArray(gateDevices.schedule_id, scheduleIds));
  for (const row of rows) {
    const silent = now.getTime() - row.last_seen_at.getTime() > DEVICE_SILENT_MS;
    if (row.pending === 0 && !silent) continue;
    const list = answer.get(row.schedule_id) ?? [];
    list.push({
      device: row.device,
      gate: row.gate,
      pending: row.pending,
      last_seen_at: row.last_seen_at.toISOString(),
    });
    answer.set(row.schedule_id, list);
  }
  return answer;
}
