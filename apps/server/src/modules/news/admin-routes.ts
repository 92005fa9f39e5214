import {
  articleWithContentSchema,
  informationInputSchema,
  informationListQuery,
  newsCategoryInputSchema,
  newsCategoryListQuery,
  newsCategorySchema,
  readingMinutes,
} from "@ferry/shared/news";
import { count, eq } from "drizzle-orm";
import { informations, newsCategories } from "../../db/schema/company";
import { fieldError } from "../../lib/app-error";
import { resourceRoutes } from "../../lib/resource-routes";
import { defineResource, keepRows } from "../../lib/resource-service";
import { freeSlug, presentArticlesWithContent } from "./service";

export const newsCategoryResource = defineResource({
  path: "/categories",
  module: "kategori",
  subject: "news_category",
  label: "Kategori",
  table: newsCategories,
  inputSchema: newsCategoryInputSchema,
  listQuery: newsCategoryListQuery,
  searchColumns: [newsCategories.name, newsCategories.slug],
  sortColumns: { name: newsCategories.name },
  defaultSort: newsCategories.name,
  prepare: async (tx, values, id) => ({
    ...values,
    slug: await freeSlug(tx, newsCategories, values.slug ?? values.name, id),
  }),
  inUse: async (tx, id) => {
    const [row] = await tx
      .select({ total: count() })
      .from(informations)
      .where(eq(informations.category_id, id));
    return row?.total ? `masih dipakai oleh ${row.total} informasi.` : null;
  },
  rowSchema: newsCategorySchema,
  optionLabel: (row) => row.name,
  present: keepRows,
});

export const articleResource = defineResource({
  path: "/informations",
  module: "informasi",
  subject: "information",
  label: "Informasi",
  table: informations,
  inputSchema: informationInputSchema,
  listQuery: informationListQuery,
  searchColumns: [informations.title, informations.slug],
  sortColumns: {
    published_at: informations.published_at,
    title: informations.title,
    views: informations.views,
  },
  filterColumns: { category_id: informations.category_id, status: informations.status },
  defaultSort: informations.created_at,
  prepare: async (tx, values, id, actor) => {
    // An edit keeps the publication date unless a new one is given; publishing without one means now.
    const [existing] =
      id === null
        ? []
        : await tx
            .select({ published_at: informations.published_at })
            .from(informations)
            .where(eq(informations.id, id));
    const given = values.published_at ? new Date(values.published_at) : null;
    const publishedAt =
      given ?? existing?.published_at ?? (values.status === "published" ? new Date() : null);
    return {
      ...values,
      slug: await freeSlug(tx, informations, values.slug ?? values.title, id),
      published_at: publishedAt,
      reading_time: readingMinutes(values.content),
      ...(id === null ? { author_id: actor.id, author_name: actor.username } : {}),
    };
  },
  validate: async (tx, values) => {
    const [category] = await tx
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(eq(newsCategories.id, values.category_id));
    if (!category) throw fieldError("category_id", "Kategori tidak ditemukan");
  },
  present: async (db, rows, context) => presentArticlesWithContent(db, rows, context.timeZone),
  rowSchema: articleWithContentSchema,
  optionLabel: (row) => row.title,
});

export const newsCategoryRoutes = resourceRoutes(newsCategoryResource);
export const articleRoutes = resourceRoutes(articleResource);
