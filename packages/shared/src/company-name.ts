/**
 * Used wherever the company name is needed before (or without) the settings. Kept apart from the zod
 * schemas (`settings.ts` re-exports it) so that the public pages can use it without loading zod.
 */
export const DEFAULT_COMPANY_NAME = "PT Penyeberangan Nusantara";
