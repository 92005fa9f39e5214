import { z } from "zod";

/** What `/api/public/settings` answers: the company details shown in footers and on the register page. */
export const publicSettingsSchema = z.object({
  logo_url: z.string().nullable(),
  company_name: z.string(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export { DEFAULT_COMPANY_NAME } from "./company-name";
