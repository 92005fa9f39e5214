import { z } from "zod";
import { instant, requiredId, requiredText } from "./text-fields";

/**
 * Delay and ship swap of a sailing that may already have sales (docs/decisions, disruptions): the
 * bodies the back-office sends and the refusals both sides show.
 */

/** The longest delay: a sailing later than this is cancelled and its bookings moved instead. */
export const MAX_DELAY_HOURS = 72;

export const SCHEDULE_CHANGE_MESSAGES = {
  notLater: "Waktu berangkat baru harus setelah waktu berangkat saat ini",
  tooLate: `Penundaan maksimal ${MAX_DELAY_HOURS} jam; batalkan jadwal dan pindahkan penumpangnya`,
  cancelled: "Jadwal yang dibatalkan tidak dapat diubah",
  departed: "Jadwal yang sudah berangkat tidak dapat diubah",
  shipClash: (ship: string, sailing: string) =>
    `Kapal ${ship} sudah terjadwal pada ${sailing}; jadwal ini akan bertabrakan`,
  sameShip: "Kapal pengganti sama dengan kapal jadwal ini",
  shipShort: (ship: string, lines: string[]) =>
    `Kapasitas ${ship} tidak cukup untuk penjualan jadwal ini: ${lines.join(", ")}. Pindahkan kelebihan booking lebih dulu.`,
  shortLine: (kelas: string, kurang: number) => `${kelas} kurang ${kurang}`,
} as const;

/** POST /api/schedules/{id}/delay: the new departure (arrival moves by the same amount) and why. */
export const scheduleDelaySchema = z.object({
  waktu_berangkat_baru: instant("Waktu berangkat baru"),
  alasan: requiredText("Alasan", 500),
});
export type ScheduleDelayInput = z.input<typeof scheduleDelaySchema>;

/** POST /api/schedules/{id}/change-ship: the ship taking over the sailing, and why. */
export const scheduleShipChangeSchema = z.object({
  ship_id: requiredId("Kapal"),
  alasan: requiredText("Alasan", 500),
});
export type ScheduleShipChangeInput = z.input<typeof scheduleShipChangeSchema>;
