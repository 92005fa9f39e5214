import { cashControlSettingsSchema, DEFAULT_CASH_CONTROL_SETTINGS } from "@ferry/shared/cashier-shifts";
import { DEFAULT_SEAPASS_SETTINGS, seapassSettingsSchema } from "@ferry/shared/manifests";
import { DEFAULT_ONLINE_BOOKING_SETTINGS, onlineBookingSettingsSchema } from "@ferry/shared/online-booking";
import { DEFAULT_REFUND_SETTINGS, refundSettingsSchema } from "@ferry/shared/refund-settings";
import { DEFAULT_SALES_SETTINGS, salesSettingsSchema } from "@ferry/shared/sales-settings";
import { defaultSessionSettings, sessionSettingsSchema } from "@ferry/shared/session-settings";
import type { SettingsKey } from "@ferry/shared/system-settings";
import type { z } from "zod";

/**
 * One section of the system settings: its key in `system_settings`, the shared schema that validates
 * it, its defaults, and the texts of its log entry and save answer. Every section is stored, read,
 * merged, saved and logged by the same functions of `service.ts`.
 */
export type SettingsSection<S extends z.ZodObject = z.ZodObject> = {
  /**
   * `seapass` is stored here too but read and saved at `/seapass/settings` (its key is secret);
   * `ukur_ulang` at `/vehicle-reclassifications/settings` (decision 033).
   */
  key: SettingsKey | "seapass" | "ukur_ulang";
  schema: S;
  defaults: z.output<S>;
  /** Activity log action of a save: `settings.<key>_updated`. */
  action: string;
  /** Log description of a save. */
  description: string;
  /** Message answered with a successful save. */
  savedMessage: string;
  /** What the log keeps of a value (default all of it; a secret is masked). */
  logged?: (values: z.output<S>) => unknown;
};

export function defineSection<S extends z.ZodObject>(
  key: SettingsSection["key"],
  label: string,
  schema: S,
  defaults: z.output<S>,
): SettingsSection<S> {
  return {
    key,
    schema,
    defaults,
    action: `settings.${key}_updated`,
    description: `Pengaturan ${label} diubah`,
    savedMessage: `Pengaturan ${label} berhasil disimpan`,
  };
}

/** 'Penjualan': payment timeout, child and infant fares, insurance levy, sales closing time. */
export const SALES_SECTION = defineSection("sales", "penjualan", salesSettingsSchema, DEFAULT_SALES_SETTINGS);

/** 'Refund': until when a refund may be asked, its deduction, and whether vehicles may be refunded. */
export const REFUND_SECTION = defineSection(
  "refund",
  "refund",
  refundSettingsSchema,
  DEFAULT_REFUND_SETTINGS,
);

/** 'Booking Online': whether customers may book, its sales window, hold time and bank account. */
export const ONLINE_SECTION = defineSection(
  "online",
  "booking online",
  onlineBookingSettingsSchema,
  DEFAULT_ONLINE_BOOKING_SETTINGS,
);

/** 'Kontrol Kas': whether the Super Admin may approve money they recorded themselves (decision 026). */
export const CASH_CONTROL_SECTION = defineSection(
  "kas",
  "kontrol kas",
  cashControlSettingsSchema,
  DEFAULT_CASH_CONTROL_SETTINGS,
);

/** SeaPass: the port authority's manifest system (saved at /seapass/settings, not in /management). */
export const SEAPASS_SECTION = {
  ...defineSection("seapass", "SeaPass", seapassSettingsSchema, DEFAULT_SEAPASS_SETTINGS),
  logged: ({ api_key, ...values }) => ({ ...values, api_key: api_key === "" ? "" : `…${api_key.slice(-4)}` }),
} satisfies SettingsSection<typeof seapassSettingsSchema>;

/** 'Sesi & Login': the token lifetime defaults to the server's `TOKEN_TTL_SECONDS`, so it is made per config. */
export function sessionSection(tokenTtlSeconds: number) {
  return defineSection(
    "session",
    "sesi & login",
    sessionSettingsSchema,
    defaultSessionSettings(tokenTtlSeconds),
  );
}

/** Every section of /management, in the order the page shows them. */
export function settingsSections(tokenTtlSeconds: number) {
  return {
    sales: SALES_SECTION,
    session: sessionSection(tokenTtlSeconds),
    refund: REFUND_SECTION,
    online: ONLINE_SECTION,
    kas: CASH_CONTROL_SECTION,
  } as const;
}
