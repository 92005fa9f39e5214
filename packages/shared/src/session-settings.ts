import { z } from "zod";
import { wholeNumber, yesNo } from "./settings-rules";

/**
 * Sign-in and session rules (stored in `system_settings` under `session`, edited on /management):
 * - a staff token lives `masa_berlaku_token_menit` minutes after sign-in or refresh;
 * - `satu_sesi_per_akun`: a second sign-in of an account answers 409 ACCOUNT_IN_USE unless forced
 *   (which ends the other session); when off, a sign-in simply opens another session;
 * - `batas_percobaan_login` failed attempts per username and address within `jendela_percobaan_menit`
 *   minutes answer 429 TOO_MANY_ATTEMPTS until the window has passed.
 */
export const sessionSettingsSchema = z.object({
  masa_berlaku_token_menit: wholeNumber("Masa berlaku token", 5, 1440),
  satu_sesi_per_akun: yesNo("Satu sesi per akun"),
  batas_percobaan_login: wholeNumber("Batas percobaan login", 3, 20),
  jendela_percobaan_menit: wholeNumber("Jendela percobaan login", 1, 120),
});
export type SessionSettings = z.output<typeof sessionSettingsSchema>;

/**
 * The defaults; the token lifetime is the server's `TOKEN_TTL_SECONDS` in whole minutes, kept within
 * the setting's range (5 to 1440).
 */
export function defaultSessionSettings(tokenTtlSeconds: number): SessionSettings {
  return {
    masa_berlaku_token_menit: Math.min(1440, Math.max(5, Math.round(tokenTtlSeconds / 60))),
    satu_sesi_per_akun: true,
    batas_percobaan_login: 5,
    jendela_percobaan_menit: 15,
  };
}
