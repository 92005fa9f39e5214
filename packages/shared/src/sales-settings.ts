import { z } from "zod";
import { wholeNumber, yesNo } from "./settings-rules";

/**
 * The operator's sales rules (stored in `system_settings`, edited on /management):
 * - unpaid `waiting_payment` bookings expire after `batas_waktu_pembayaran_menit`;
 * - a child (`is_child`) sold on an adult entry pays `persen_tarif_anak` % of it (an entry of the
 *   Anak age group already carries the child fare);
 * - an infant (`is_infant`, below `usia_maksimal_bayi` years) takes no seat and pays `persen_tarif_bayi` %;
 * - sales close `tutup_penjualan_menit` minutes before departure;
 * - `identitas_bayi_boleh_sama`: an infant may carry a parent's identity number, which is otherwise one
 *   person's per sailing (decision 032).
 */
export const salesSettingsSchema = z.object({
  batas_waktu_pembayaran_menit: wholeNumber("Batas waktu pembayaran", 5, 10_080),
  persen_tarif_anak: wholeNumber("Persen tarif anak", 0, 100),
  persen_tarif_bayi: wholeNumber("Persen tarif bayi", 0, 100),
  usia_maksimal_bayi: wholeNumber("Usia maksimal bayi", 0, 5),
  usia_maksimal_anak: wholeNumber("Usia maksimal anak", 1, 17),
  tutup_penjualan_menit: wholeNumber("Tutup penjualan", 0, 1440),
  identitas_bayi_boleh_sama: yesNo("Identitas bayi boleh sama"),
});
export type SalesSettings = z.output<typeof salesSettingsSchema>;

export const DEFAULT_SALES_SETTINGS: SalesSettings = {
  batas_waktu_pembayaran_menit: 60,
  persen_tarif_anak: 100,
  persen_tarif_bayi: 0,
  usia_maksimal_bayi: 2,
  usia_maksimal_anak: 12,
  tutup_penjualan_menit: 0,
  identitas_bayi_boleh_sama: true,
};
