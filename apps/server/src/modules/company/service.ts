import { DEFAULT_COMPANY_NAME, type PublicSettings } from "@ferry/shared/settings";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companySettings } from "../../db/schema/company";

/** The company details for footers and the register page; defaults when nothing is configured yet. */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const [row] = await db.select().from(companySettings).orderBy(asc(companySettings.id)).limit(1);
  return {
    logo_url: row?.logo_url ?? null,
    company_name: row?.company_name ?? DEFAULT_COMPANY_NAME,
    description: row?.description ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    address: row?.address ?? null,
  };
}
