import type { CashControlSettings } from "./cashier-shifts";
import type { OnlineBookingSettings } from "./online-booking";
import type { RefundSettings } from "./refund-settings";
import type { SalesSettings } from "./sales-settings";
import type { SessionSettings } from "./session-settings";

/** One section of `GET /api/settings`: what applies now, the defaults, and who stored it last, when. */
export type SettingsSectionState<T> = {
  values: T;
  defaults: T;
  /** ISO time of the last save; null while the defaults apply. */
  updated_at: string | null;
  /** Username of the last editor; null while the defaults apply or when the account is gone. */
  updated_by: string | null;
};

/** `GET /api/settings`: every section of /management, by its key in `system_settings`. */
export type SettingsOverview = {
  sales: SettingsSectionState<SalesSettings>;
  session: SettingsSectionState<SessionSettings>;
  refund: SettingsSectionState<RefundSettings>;
  online: SettingsSectionState<OnlineBookingSettings>;
  kas: SettingsSectionState<CashControlSettings>;
};

export type SettingsKey = keyof SettingsOverview;
