import { z } from "zod";
import { cashControlSettingsSchema } from "./cashier-shifts";
import { onlineBookingSettingsSchema } from "./online-booking";
import { refundSettingsSchema } from "./refund-settings";
import { salesSettingsSchema } from "./sales-settings";
import { sessionSettingsSchema } from "./session-settings";

/**
 * A section's values as answered: its rules key by key, without the form's cross-field checks (the
 * server merges a stored value over the defaults key by key, so the whole need not pass them).
 */
const answered = <S extends z.ZodObject>(schema: S) => z.object(schema.shape as S["shape"]);

/** What `PUT /api/settings/<key>` answers (the saved values) and each section's values in the overview. */
export const settingsValuesSchemas = {
  sales: answered(salesSettingsSchema),
  session: answered(sessionSettingsSchema),
  refund: answered(refundSettingsSchema),
  online: answered(onlineBookingSettingsSchema),
  kas: answered(cashControlSettingsSchema),
};

/** One section of `GET /api/settings`: what applies now, the defaults, and who stored it last, when. */
function sectionStateSchema<T extends z.ZodType>(values: T) {
  return z.object({
    values,
    defaults: values,
    /** ISO time of the last save; null while the defaults apply. */
    updated_at: z.string().nullable(),
    /** Username of the last editor; null while the defaults apply or when the account is gone. */
    updated_by: z.string().nullable(),
  });
}

/** `GET /api/settings`: every section of /management, by its key in `system_settings`. */
export const settingsOverviewSchema = z.object({
  sales: sectionStateSchema(settingsValuesSchemas.sales),
  session: sectionStateSchema(settingsValuesSchemas.session),
  refund: sectionStateSchema(settingsValuesSchemas.refund),
  online: sectionStateSchema(settingsValuesSchemas.online),
  kas: sectionStateSchema(settingsValuesSchemas.kas),
});
/**
 * The values carry no codec, so what travels is the output type (`z.input` of a coerced number is
 * `unknown`: the rules are the forms' too).
 */
export type SettingsOverview = z.output<typeof settingsOverviewSchema>;
export type SettingsKey = keyof SettingsOverview;
export type SettingsSectionState<T> = Omit<SettingsOverview[SettingsKey], "values" | "defaults"> & {
  values: T;
  defaults: T;
};
