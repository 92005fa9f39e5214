import {
  DEFAULT_SALES_SETTINGS,
  type SalesSettings,
  salesSettingsSchema,
} from "@ferry/shared/sales-settings";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { systemSettings } from "../../db/schema/sales";
import { type Actor, logActivity } from "../activity-log/service";

const SALES_KEY = "sales";

/** The stored value's valid settings over the defaults: a key that is missing or no longer valid takes its default. */
function mergeOverDefaults(stored: unknown): SalesSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SALES_SETTINGS };
  const values = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  for (const [key, rule] of Object.entries(salesSettingsSchema.shape)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const parsed = rule.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SalesSettings;
}

/** The operator's sales rules: the stored value merged over `DEFAULT_SALES_SETTINGS`. */
export async function salesSettings(db: Database): Promise<SalesSettings> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SALES_KEY));
  return mergeOverDefaults(row?.value);
}

/** Stores the sales rules (upsert) and logs `settings.sales_updated` with the values before and after. */
export async function saveSalesSettings(
  db: Database,
  actor: Actor,
  values: SalesSettings,
): Promise<SalesSettings> {
  const after = salesSettingsSchema.parse(values);
  return db.transaction(async (tx) => {
    const before = await salesSettings(tx);
    await tx
      .insert(systemSettings)
      .values({ key: SALES_KEY, value: after, updated_by: actor.id })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: after, updated_by: actor.id, updated_at: new Date() },
      });
    await logActivity(tx, actor, {
      action: "settings.sales_updated",
      description: "Pengaturan penjualan diubah",
      subject_type: "system_settings",
      subject_id: SALES_KEY,
      properties: { before, after },
    });
    return after;
  });
}
