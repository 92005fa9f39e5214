import type { ScheduleRow } from "./present";

/**
 * How every answer shows a delayed sailing ('Ditunda'): the departure first published and why it moved;
 * both null for a sailing that keeps its time.
 */
export function delayOf(row: Pick<ScheduleRow, "waktu_berangkat_awal" | "alasan_tunda">) {
  return {
    waktu_berangkat_awal: row.waktu_berangkat_awal?.toISOString() ?? null,
    alasan_tunda: row.alasan_tunda,
  };
}
