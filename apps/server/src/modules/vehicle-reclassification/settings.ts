import {
  DEFAULT_RECLASSIFICATION_SETTINGS,
  type ReclassificationSettings,
  reclassificationSettingsSchema,
} from "@ferry/shared/vehicle-reclassification";
import type { Database } from "../../db/client";
import type { Actor } from "../activity-log/index";
import { defineSection, readSettings, saveSettings } from "../settings/index";

/** 'Ukur Ulang Kendaraan': the length → golongan table, the weighbridges and the ships' weight limits. */
export const RECLASSIFICATION_SECTION = defineSection(
  "ukur_ulang",
  "ukur ulang kendaraan",
  reclassificationSettingsSchema,
  DEFAULT_RECLASSIFICATION_SETTINGS,
);

/** Read fresh (pass the transaction handle inside one): a gate decision never uses a stale table. */
export function reclassificationSettings(db: Database): Promise<ReclassificationSettings> {
  return readSettings(db, RECLASSIFICATION_SECTION);
}

/** Validated as a whole, stored and logged `settings.ukur_ulang_updated` with before and after. */
export function saveReclassificationSettings(db: Database, actor: Actor, values: ReclassificationSettings) {
  return saveSettings(db, actor, RECLASSIFICATION_SECTION, values);
}
