import type { ScheduleRow } from "./present";

/**
 * How every answer shows a sailing the operator cancelled ('Dibatalkan: …'): why and when; both null for
 * a sailing that was not cancelled through `POST /schedules/{id}/cancel`.
 */
export function cancellationOf(row: Pick<ScheduleRow, "alasan_batal" | "dibatalkan_at">) {
  return {
    alasan_batal: row.alasan_batal,
    dibatalkan_at: row.dibatalkan_at?.toISOString() ?? null,
  };
}
