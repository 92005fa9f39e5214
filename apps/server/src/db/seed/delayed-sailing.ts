import { addDays, dayRange, todayIn } from "@ferry/shared/zoned-time";
import { delaySchedule, findSchedule } from "../../modules/schedules/index";
import type { Database } from "../client";
import { sailingFrom, seller } from "./sales";

/** The reason the demo's delayed sailing shows to passengers. */
export const DEMO_DELAY_REASON = "Menunggu antrean sandar di Pelabuhan Bakauheni";
/** How late it leaves: its ship still makes its next leg (arrival 08.45, next departure 09.00). */
const DELAY_MINUTES = 45;

/**
 * A late sailing in the demo (decision on disruptions): tomorrow's first Merak–Bakauheni sailing, the one
 * with the demo's counter and agent sales, delayed 45 minutes through the real service, so 'Ditunda' shows
 * on /info, /jadwal-publik and /cek-booking and its buyers' notices wait in the outbox. Call after `seedSales`.
 */
export async function seedDelayedSailing(db: Database, now = new Date()): Promise<void> {
  const tomorrow = dayRange(addDays(todayIn("Asia/Jakarta", now), 1), "Asia/Jakarta").start;
  const sailing = await findSchedule(db, (await sailingFrom(db, "MRK-BKH", tomorrow)).id);
  const operasional = await seller(db, "operasional");
  const departure = new Date(sailing.waktu_berangkat.getTime() + DELAY_MINUTES * 60_000);
  await delaySchedule(
    db,
    operasional.actor,
    sailing.id,
    { waktu_berangkat_baru: departure.toISOString(), alasan: DEMO_DELAY_REASON },
    now,
  );
}
