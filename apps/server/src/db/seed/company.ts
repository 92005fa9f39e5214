import type { Database } from "../client";
import { companySettings } from "../schema/company";

export const DEMO_COMPANY = {
  company_name: "PT Penyeberangan Nusantara",
  description:
    "Operator kapal penyeberangan yang melayani lintasan Jawa, Bali dan Nusa Tenggara dengan aman, tepat waktu dan nyaman.",
  founded_year: 1998,
  email: "info@penyeberangan-nusantara.co.id",
  phone: "(0333) 510 123",
  website: "https://penyeberangan-nusantara.co.id",
  address: "Jl. Gatot Subroto No. 1, Pelabuhan Ketapang, Banyuwangi, Jawa Timur 68455",
  logo_url: null,
};

export async function seedCompany(db: Database): Promise<void> {
  await db.insert(companySettings).values(DEMO_COMPANY);
}
