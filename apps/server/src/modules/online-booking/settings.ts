import {
  ONLINE_BOOKING_MESSAGES,
  type OnlineBookingSettings,
  type PublicOnlineBooking,
} from "@ferry/shared/online-booking";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { ONLINE_SECTION } from "../settings/sections";
import { readSettings } from "../settings/service";

/** The 'Booking Online' setting as it applies now (pass the transaction handle inside one). */
export function onlineSettings(db: Database): Promise<OnlineBookingSettings> {
  return readSettings(db, ONLINE_SECTION);
}

/** The setting, or 403 'Pemesanan online belum tersedia' while it is off. */
export async function requireOnlineEnabled(db: Database): Promise<OnlineBookingSettings> {
  const settings = await onlineSettings(db);
  if (!settings.aktif) throw new AppError("ACCESS_DENIED", ONLINE_BOOKING_MESSAGES.disabled);
  return settings;
}

/** What anyone may know of the setting (never the bank account: that is shown with a booking). */
export function publicView(settings: OnlineBookingSettings): PublicOnlineBooking {
  return {
    enabled: settings.aktif,
    hari_buka_penjualan: settings.hari_buka_penjualan,
    tutup_menit_sebelum_berangkat: settings.tutup_menit_sebelum_berangkat,
    batas_waktu_pembayaran_menit: settings.batas_waktu_pembayaran_menit,
  };
}

/**
 * Refuses a departure outside the online sales window: more than `hari_buka_penjualan` days ahead, or
 * `tutup_menit_sebelum_berangkat` minutes or less before it (422 on `schedule_id`).
 */
export function checkOnlineWindow(departure: Date, settings: OnlineBookingSettings, now: Date): void {
  const opensAt = departure.getTime() - settings.hari_buka_penjualan * 86_400_000;
  const closesAt = departure.getTime() - settings.tutup_menit_sebelum_berangkat * 60_000;
  const refuse = (message: string) =>
    new AppError("VALIDATION_ERROR", message, { errors: { schedule_id: [message] } });
  if (now.getTime() < opensAt) throw refuse(ONLINE_BOOKING_MESSAGES.notOpenYet(settings.hari_buka_penjualan));
  if (now.getTime() >= closesAt)
    throw refuse(ONLINE_BOOKING_MESSAGES.closed(settings.tutup_menit_sebelum_berangkat));
}
