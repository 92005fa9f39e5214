import fs from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/client";
import { getCompanySettings, getTicketTerms } from "../company/index";
import { uploadRoot } from "../uploads/index";
import type { CompanyView, DocumentAssets, LogoImage } from "./render/view";

const LOGO_URL = /^\/uploads\/([a-f0-9]{32})\.(jpg|png|webp)$/;
const MIME = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

// Uploaded files get a fresh random name and are never rewritten: a name's bytes can be kept.
const logos = new Map<string, LogoImage | null>();

/** The logo's bytes, or null when none is set or its file is gone (the documents skip it silently). */
export async function loadLogo(dataDir: string, logoUrl: string | null): Promise<LogoImage | null> {
  const match = logoUrl ? LOGO_URL.exec(logoUrl) : null;
  if (!match) return null;
  const file = path.join(uploadRoot(dataDir), `${match[1]}.${match[2]}`);
  const known = logos.get(file);
  if (known) return known;
  try {
    const logo: LogoImage = {
      mime: MIME[match[2] as keyof typeof MIME],
      data: new Uint8Array(await fs.readFile(file)),
    };
    if (logos.size >= 8) logos.clear();
    logos.set(file, logo);
    return logo;
  } catch {
    return null;
  }
}

/** The company as documents print it, its logo, and the ticket terms (`/terms-condition`). */
export async function documentCompany(
  db: Database,
  dataDir: string,
): Promise<{ company: CompanyView; assets: DocumentAssets; terms: string }> {
  const settings = await getCompanySettings(db);
  const contact = [settings.address, settings.phone, settings.email].filter(Boolean).join(" · ");
  return {
    company: { name: settings.company_name, contact: contact || null, logo_url: settings.logo_url },
    assets: { logo: await loadLogo(dataDir, settings.logo_url) },
    terms: await getTicketTerms(db),
  };
}
