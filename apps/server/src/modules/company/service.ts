import { DEFAULT_COMPANY_NAME, type PublicSettings } from "@ferry/shared/settings";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyInformations, companySettings, ticketTerms } from "../../db/schema/company";

export type CompanySettingsRow = typeof companySettings.$inferSelect;

async function settingsRow(db: Database): Promise<CompanySettingsRow | undefined> {
  const [row] = await db.select().from(companySettings).orderBy(asc(companySettings.id)).limit(1);
  return row;
}

/** The company details for footers and the register page; defaults when nothing is configured yet. */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  return publicSettingsOf(await settingsRow(db));
}

function publicSettingsOf(row: CompanySettingsRow | undefined): PublicSettings {
  return {
    logo_url: row?.logo_url ?? null,
    company_name: row?.company_name ?? DEFAULT_COMPANY_NAME,
    description: row?.description ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    address: row?.address ?? null,
  };
}

/** All company settings (public specification section 3): the public ones plus founded year and website. */
export async function getCompanySettings(db: Database) {
  const row = await settingsRow(db);
  return {
    ...publicSettingsOf(row),
    founded_year: row?.founded_year ?? null,
    website: row?.website ?? null,
  };
}

/** Changes the given fields (a field left out keeps its value); answers the row before and after. */
export async function updateCompanySettings(
  db: Database,
  values: Partial<Omit<CompanySettingsRow, "id" | "updated_at">>,
) {
  const before = await settingsRow(db);
  if (!before) {
    const [created] = await db
      .insert(companySettings)
      .values({ company_name: DEFAULT_COMPANY_NAME, ...values })
      .returning();
    return { before: null, after: created };
  }
  const [after] = await db
    .update(companySettings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(companySettings.id, before.id))
    .returning();
  return { before, after };
}

export async function companyInformationsOf(db: Database, category?: string) {
  return db
    .select()
    .from(companyInformations)
    .where(category ? eq(companyInformations.category, category) : undefined)
    .orderBy(asc(companyInformations.category), asc(companyInformations.urutan), asc(companyInformations.id));
}

export async function getTicketTerms(db: Database): Promise<string> {
  const [row] = await db.select().from(ticketTerms).orderBy(asc(ticketTerms.id)).limit(1);
  return row?.content ?? "";
}

export async function saveTicketTerms(db: Database, content: string) {
  const [row] = await db.select().from(ticketTerms).limit(1);
  if (row)
    await db.update(ticketTerms).set({ content, updated_at: new Date() }).where(eq(ticketTerms.id, row.id));
  else await db.insert(ticketTerms).values({ content });
  return { before: row?.content ?? "", after: content };
}
