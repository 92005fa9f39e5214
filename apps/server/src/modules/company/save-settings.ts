import { type CompanySettings, companySettingsInputSchema } from "@ferry/shared/company";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { getCompanySettings, saveTicketTerms, updateCompanySettings } from "./service";

/**
 * Saves the company settings form (`/perusahaan`): the text fields sent (a field left out keeps its
 * value) and a new logo already stored; logged, and answered as read in the same transaction.
 */
export function saveCompanySettings(
  db: Database,
  actor: Actor,
  fields: Record<string, string>,
  logoUrl: string | undefined,
): Promise<CompanySettings> {
  const parsed = companySettingsInputSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
    throw new AppError("VALIDATION_ERROR", Object.values(errors)[0]?.[0], { errors });
  }
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const change = await updateCompanySettings(tx, { ...values, ...(logoUrl ? { logo_url: logoUrl } : {}) });
    await logActivity(tx, actor, {
      action: "company.settings_updated",
      description: "Pengaturan perusahaan diubah",
      subject_type: "company_settings",
      properties: change,
    });
    return getCompanySettings(tx);
  });
}

/** Removes the logo (the public pages fall back to the company's name); logged. */
export function removeCompanyLogo(db: Database, actor: Actor): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const change = await updateCompanySettings(tx, { logo_url: null });
    await logActivity(tx, actor, {
      action: "company.logo_removed",
      description: "Logo perusahaan dihapus",
      subject_type: "company_settings",
      properties: { before: change.before?.logo_url ?? null },
    });
    return getCompanySettings(tx);
  });
}

/** Replaces the ticket terms printed on tickets (`/terms-condition`); logged with the text before. */
export function changeTicketTerms(db: Database, actor: Actor, content: string): Promise<{ content: string }> {
  return db.transaction(async (tx) => {
    const change = await saveTicketTerms(tx, content);
    await logActivity(tx, actor, {
      action: "ticket_terms.updated",
      description: "Syarat & ketentuan tiket diubah",
      subject_type: "ticket_terms",
      properties: change,
    });
    return { content };
  });
}
