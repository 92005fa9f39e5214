import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { publicSettingsSchema } from "./settings";
import { optionalText, requiredText } from "./text-fields";
import { timestamp } from "./wire";

/** The categories of company information items and the title each page shows. */
export const COMPANY_INFO_CATEGORIES = {
  profil: "Profil Perusahaan",
  syarat_ketentuan: "Syarat & Ketentuan",
  tentang: "Tentang Kami",
  visi_misi: "Visi & Misi",
  kebijakan: "Kebijakan",
  faq: "FAQ",
  kontak: "Kontak Kami",
} as const;
export type CompanyInfoCategory = keyof typeof COMPANY_INFO_CATEGORIES;
const categoryKeys = Object.keys(COMPANY_INFO_CATEGORIES) as [CompanyInfoCategory, ...CompanyInfoCategory[]];
export const companyInfoCategory = z.enum(categoryKeys, { error: "Kategori informasi tidak dikenal" });

export const companyInfoInputSchema = z.object({
  category: companyInfoCategory,
  title: requiredText("Judul", 200),
  subtitle: optionalText(300),
  description: optionalText(1000),
  content: optionalText(20_000),
  alamat: optionalText(500),
  contact: optionalText(200),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: "Format email tidak valid",
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  urutan: z.coerce.number().int().min(0).max(1000).default(0),
});
export type CompanyInfoInput = z.input<typeof companyInfoInputSchema>;

export const companyInfoListQuery = listQuerySchema(["urutan", "title", "category"], {
  category: companyInfoCategory.optional(),
});

/** A company information item as `/company/informations` answers it (list, detail, create, update). */
export const companyInformationSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  alamat: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  urutan: z.number().int(),
  created_at: timestamp,
});

/** An item on the public pages (`/public/company/informations…`): without its order and creation time. */
export const publicCompanyInformationSchema = companyInformationSchema.omit({
  urutan: true,
  created_at: true,
});
export type CompanyInformation = z.input<typeof publicCompanyInformationSchema>;

/** `GET /api/company/informations/categories`: each category with its page title. */
export const companyInfoCategoryOptionSchema = z.object({ value: companyInfoCategory, label: z.string() });

/** POST /api/company/settings (fields of the multipart form; a field left out or null keeps its value). */
export const companySettingsInputSchema = z.object({
  company_name: requiredText("Nama perusahaan", 200).optional(),
  description: optionalText(2000).optional(),
  founded_year: z.coerce
    .number()
    .int()
    .min(1800, { error: "Tahun berdiri tidak valid" })
    .max(2100, { error: "Tahun berdiri tidak valid" })
    .optional(),
  email: optionalText(200).optional(),
  phone: optionalText(50).optional(),
  website: optionalText(300).optional(),
  address: optionalText(500).optional(),
});

const settingsField = companySettingsInputSchema.shape;
const leftOutWhenEmpty = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), field);
/** The settings form's text fields as typed: an empty field is left out (keeps its value), the rest checked as the route does. */
export const companySettingsFormSchema = z.object({
  company_name: leftOutWhenEmpty(settingsField.company_name),
  email: leftOutWhenEmpty(settingsField.email),
  phone: leftOutWhenEmpty(settingsField.phone),
  website: leftOutWhenEmpty(settingsField.website),
  founded_year: leftOutWhenEmpty(settingsField.founded_year),
  address: leftOutWhenEmpty(settingsField.address),
  description: leftOutWhenEmpty(settingsField.description),
});

export const ticketTermsInputSchema = z.object({
  content: requiredText("Syarat & ketentuan tiket", 20_000),
});

/** The company's settings as `/company/settings` and `/public/company/settings` answer them. */
export const companySettingsSchema = publicSettingsSchema.extend({
  founded_year: z.number().int().nullable(),
  website: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** The ticket terms (`/terms-condition`), as text. */
export const ticketTermsSchema = z.object({ content: z.string() });
export type TicketTerms = z.input<typeof ticketTermsSchema>;
