import {
  ONLINE_BOOKING_MESSAGES,
  type OnlineBookingSettings,
  type PublicOnlineBooking,
} from "@ferry/shared/online-booking";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { ONLINE_SECTION, readSettings } from "../settings/index";

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
