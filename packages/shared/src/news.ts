import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { instant, optionalText, requiredId, requiredText } from "./text-fields";
import { timestamp } from "./wire";

export const NEWS_PAGE_SIZE = 12;
export const ARTICLE_STATUSES = ["draft", "published"] as const;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(150)
  .regex(/^[a-z0-9]*(-[a-z0-9]+)*$/, { error: "Slug hanya huruf kecil, angka dan tanda hubung" })
  .nullish()
  .transform((value) => (value ? value : null));

/** Turns a title into a slug: `Jadwal Baru Merak!` -> `jadwal-baru-merak`. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 120) || "informasi"
  );
}

/** Comma-separated text or a list -> at most 10 distinct trimmed tags. */
const tags = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const list = typeof value === "string" ? value.split(",") : (value ?? []);
    return [...new Set(list.map((tag) => tag.trim()).filter(Boolean))].slice(0, 10);
  })
  .refine((list) => list.every((tag) => tag.length <= 30), { error: "Tag maksimal 30 karakter" });

export const newsCategoryInputSchema = z.object({
  name: requiredText("Nama kategori", 100),
  slug,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "Warna harus berformat #RRGGBB" })
    .default("#1d6fb8"),
});

export const informationInputSchema = z.object({
  title: requiredText("Judul", 200),
  slug,
  category_id: requiredId("Kategori"),
  excerpt: optionalText(500),
  content: requiredText("Isi", 50_000),
  featured_image: optionalText(500),
  gallery: z.array(z.string().max(500)).max(20).default([]),
  tags,
  is_featured: z
    .union([z.boolean(), z.enum(["true", "false"])])
    .default(false)
    .transform((value) => value === true || value === "true"),
  status: z.enum(ARTICLE_STATUSES, { error: "Status harus draft atau published" }).default("draft"),
  published_at: instant("Tanggal terbit")
    .nullish()
    .transform((value) => value ?? null),
});
export type InformationInput = z.input<typeof informationInputSchema>;

export const informationListQuery = listQuerySchema(["published_at", "title", "views"], {
  category_id: optionalId,
  status: z.enum(ARTICLE_STATUSES).optional(),
});
export const newsCategoryListQuery = listQuerySchema(["name"], {});

export const publicNewsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(150).optional(),
  tag: z.string().trim().max(30).optional(),
  sort_by: z
    .enum(["published_at", "views", "title"], { error: "Urutan tidak dikenal" })
    .default("published_at"),
});

/** Minutes to read, at 200 words a minute (at least 1). */
export function readingMinutes(content: string): number {
  return Math.max(1, Math.ceil(content.trim().split(/\s+/).filter(Boolean).length / 200));
}

/** A news category as the back office's `/categories` answers it. */
export const newsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  created_at: timestamp,
});

/** A category on the public site, with how many published articles it holds. */
export const publicNewsCategorySchema = newsCategorySchema
  .omit({ created_at: true })
  .extend({ published_informations_count: z.number().int() });
export type PublicNewsCategory = z.infer<typeof publicNewsCategorySchema>;

/** An article in a list: its category, author and publication time (times as ISO text). */
export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  featured_image: z.string().nullable(),
  tags: z.array(z.string()),
  is_featured: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  category: newsCategorySchema.omit({ created_at: true }).nullable(),
  user: z.object({ username: z.string().nullable() }),
  published_at: z.string().nullable(),
  formatted_published_at: z.string().nullable(),
  reading_time: z.number().int(),
  views: z.number().int(),
});
/** An article with its text and gallery (the back office, and the public article page). */
export const articleWithContentSchema = articleSchema.extend({
  content: z.string(),
  gallery: z.array(z.string()),
});
export type Article = z.infer<typeof articleSchema> & Partial<z.infer<typeof articleWithContentSchema>>;

/** The public article page: the article and up to three more of its category. */
export const articlePageSchema = z.object({
  information: articleWithContentSchema,
  related: z.array(articleSchema),
});
export type ArticlePage = z.input<typeof articlePageSchema>;
export const tagCountSchema = z.object({ name: z.string(), count: z.number().int() });
export type TagCount = z.input<typeof tagCountSchema>;
