import { ONLINE_BOOKING_MESSAGES, type OnlineBookingSettings } from "@ferry/shared/online-booking";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import { AppError } from "../../lib/app-error";

/**
 * The departures open for online sale at one instant: later than `after` and at most `until`. The close
 * is the online setting's `tutup_menit_sebelum_berangkat`, or the counter's `tutup_penjualan_menit` when
 * that is longer (an online sale passes the counter's rule too); the opening is `hari_buka_penjualan`
 * days ahead. The offer (GET /api/customer/departures) lists exactly these, and the sale refuses any
 * other with `checkOnlineWindow`: one rule, so nothing offered is refused for its time.
 */
export type OnlineSaleWindow = { after: Date; until: Date; closeMinutes: number; openDays: number };

export function onlineSaleWindow(
  online: OnlineBookingSettings,
  sales: Pick<SalesSettings, "tutup_penjualan_menit">,
  now: Date,
): OnlineSaleWindow {
  const closeMinutes = Math.max(online.tutup_menit_sebelum_berangkat, sales.tutup_penjualan_menit);
  return {
    after: new Date(now.getTime() + closeMinutes * 60_000),
    until: new Date(now.getTime() + online.hari_buka_penjualan * 86_400_000),
    closeMinutes,
    openDays: online.hari_buka_penjualan,
  };
}

/** Refuses a departure outside the window (422 on `schedule_id`): not opened yet, or already closed. */
export function checkOnlineWindow(departure: Date, window: OnlineSaleWindow): void {
  const refuse = (message: string) =>
    new AppError("VALIDATION_ERROR", message, { errors: { schedule_id: [message] } });
  if (departure > window.until) throw refuse(ONLINE_BOOKING_MESSAGES.notOpenYet(window.openDays));
  if (departure <= window.after) throw refuse(ONLINE_BOOKING_MESSAGES.closed(window.closeMinutes));
}
