import { z } from "zod";
import { wholeNumber, yesNo } from "./settings-rules";

/**
 * Refund rules (stored in `system_settings` under `refund`, edited on /management) for the refund flow:
 * - a refund may be asked until `batas_refund_jam` hours before departure;
 * - `potongan_refund_persen` % of the refunded amount is kept as a deduction;
 * - `refund_kendaraan_diizinkan`: whether vehicle tickets may be refunded at all;
 * - `biaya_reschedule`: the fee (rupiah per booking) for moving a confirmed booking to another sailing.
 */
export const refundSettingsSchema = z.object({
  batas_refund_jam: wholeNumber("Batas waktu refund", 0, 720),
  potongan_refund_persen: wholeNumber("Potongan refund", 0, 100),
  refund_kendaraan_diizinkan: yesNo("Refund kendaraan"),
  biaya_reschedule: wholeNumber("Biaya reschedule", 0, 10_000_000),
});
export type RefundSettings = z.output<typeof refundSettingsSchema>;

export const DEFAULT_REFUND_SETTINGS: RefundSettings = {
  batas_refund_jam: 2,
  potongan_refund_persen: 25,
  refund_kendaraan_diizinkan: true,
  biaya_reschedule: 10_000,
};
