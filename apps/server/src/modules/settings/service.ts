import type { CashControlSettings } from "@ferry/shared/cashier-shifts";
import type { RefundSettings } from "@ferry/shared/refund-settings";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import type { SessionSettings } from "@ferry/shared/session-settings";
import type { SettingsSectionState } from "@ferry/shared/system-settings";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { systemSettings } from "../../db/schema/sales";
import { type Actor, logActivity } from "../activity-log/index";
import { userNames } from "../users/index";
import { cachedStoredValue, forgetCachedSettings } from "./cache";
import {
  CASH_CONTROL_SECTION,
  REFUND_SECTION,
  SALES_SECTION,
  type SettingsSection,
  sessionSection,
} from "./sections";

async function storedValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return row?.value;
}

/**
 * The stored value's valid settings over the section's defaults, key by key: a key that is missing,
 * null or no longer valid under the schema takes its default, so a rule added later needs no migration.
 */
export function mergeOverDefaults<S extends z.ZodObject>(
  section: SettingsSection<S>,
  stored: unknown,
): z.output<S> {
  const merged: Record<string, unknown> = { ...section.defaults };
  const values = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  for (const [key, rule] of Object.entries(section.schema.shape)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const parsed = z.safeParse(rule, value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as z.output<S>;
}

/** A section's settings as they apply now (read fresh; pass the transaction handle inside one). */
export async function readSettings<S extends z.ZodObject>(db: Database, section: SettingsSection<S>) {
  return mergeOverDefaults(section, await storedValue(db, section.key));
}

/**
 * Validates a section's whole value with its schema, stores it (upsert) and logs `settings.<key>_updated`
 * with the values before and after, in one transaction; then forgets this process's cached values.
 */
export async function saveSettings<S extends z.ZodObject>(
  db: Database,
  actor: Actor,
  section: SettingsSection<S>,
  values: z.input<S>,
): Promise<z.output<S>> {
  const after = section.schema.parse(values);
  const saved = await db.transaction(async (tx) => {
    const before = await readSettings(tx, section);
    await tx
      .insert(systemSettings)
      .values({ key: section.key, value: after, updated_by: actor.id })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: after, updated_by: actor.id, updated_at: new Date() },
      });
    await logActivity(tx, actor, {
      action: section.action,
      description: section.description,
      subject_type: "system_settings",
      subject_id: section.key,
      properties: section.logged
        ? { before: section.logged(before), after: section.logged(after) }
        : { before, after },
    });
    return after;
  });
  forgetCachedSettings(db);
  return saved;
}

/** For /management: each section's values, defaults, and the time and username of its last save. */
export async function settingsOverview<T extends Record<string, SettingsSection>>(db: Database, sections: T) {
  const keys = Object.values(sections).map((section) => section.key);
  const rows = await db.select().from(systemSettings).where(inArray(systemSettings.key, keys));
  const names = await userNames(
    db,
    rows.map((row) => row.updated_by),
  );
  const overview: Record<string, SettingsSectionState<unknown>> = {};
  for (const [name, section] of Object.entries(sections)) {
    const row = rows.find((stored) => stored.key === section.key);
    overview[name] = {
      values: mergeOverDefaults(section, row?.value),
      defaults: section.defaults,
      updated_at: row ? row.updated_at.toISOString() : null,
      updated_by: row?.updated_by ? (names.get(row.updated_by)?.username ?? null) : null,
    };
  }
  return overview as { [K in keyof T]: SettingsSectionState<z.output<T[K]["schema"]>> };
}

/** The operator's sales rules: the stored value merged over `DEFAULT_SALES_SETTINGS`. */
export function salesSettings(db: Database): Promise<SalesSettings> {
  return readSettings(db, SALES_SECTION);
}

/** Stores the sales rules and logs `settings.sales_updated` with the values before and after. */
export function saveSalesSettings(db: Database, actor: Actor, values: SalesSettings): Promise<SalesSettings> {
  return saveSettings(db, actor, SALES_SECTION, values);
}

/** The refund rules, for the refund flow (merged over `DEFAULT_REFUND_SETTINGS`). */
export function refundSettings(db: Database): Promise<RefundSettings> {
  return readSettings(db, REFUND_SECTION);
}

/**
 * The sign-in and session rules, read on every sign-in and refresh: remembered for 5 s (a save in this
 * process applies at the next sign-in). The token lifetime defaults to `tokenTtlSeconds` (the config).
 */
export async function sessionSettings(db: Database, tokenTtlSeconds: number): Promise<SessionSettings> {
  const stored = await cachedStoredValue(db, "session", (key) => storedValue(db, key));
  return mergeOverDefaults(sessionSection(tokenTtlSeconds), stored);
}

/** 'Kontrol Kas', read fresh (it decides who may approve money: never a cached value). */
export function cashControlSettings(db: Database): Promise<CashControlSettings> {
  return readSettings(db, CASH_CONTROL_SECTION);
}
