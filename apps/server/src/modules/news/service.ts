import { slugify } from "@ferry/shared/news";
import { and, eq, inArray, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { informations, newsCategories } from "../../db/schema/company";

export type ArticleRow = typeof informations.$inferSelect;

/** A slug free in `table`: the wanted one, else with -2, -3 … appended. */
export async function freeSlug(
  db: Database,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string,
  exceptId: number | null,
) {
  const base = slugify(wanted);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    const [clash] = (await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, candidate), exceptId === null ? undefined : ne(table.id, exceptId)))
      .limit(1)) as { id: number }[];
    if (!clash) return candidate;
  }
}

/** Published and due: status published and published_at not in the future. */
export function publishedWhere(now = new Date()): SQL | undefined {
  return and(
    eq(informations.status, "published"),
    isNotNull(informations.published_at),
    lte(informations.published_at, now),
  );
}

const formatter = (timeZone: string) =>
  new Intl.DateTimeFormat("id-ID", { timeZone, day: "numeric", month: "long", year: "numeric" });

/**
 * Articles for lists as the public specification reads them: category {name, slug, color}, user
 * {username}, the publication date formatted in `timeZone`; without their text.
 */
export async function presentArticles(db: Database, rows: ArticleRow[], timeZone: string) {
  const categoryIds = [...new Set(rows.map((row) => row.category_id))];
  const categories = categoryIds.length
    ? await db.select().from(newsCategories).where(inArray(newsCategories.id, categoryIds))
    : [];
  const format = formatter(timeZone);
  return rows.map((row) => {
    const category = categories.find((item) => item.id === row.category_id);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      featured_image: row.featured_image,
      tags: row.tags,
      is_featured: row.is_featured,
      status: row.status,
      category: category
        ? { id: category.id, name: category.name, slug: category.slug, color: category.color }
        : null,
      user: { username: row.author_name },
      published_at: row.published_at?.toISOString() ?? null,
      formatted_published_at: row.published_at ? format.format(row.published_at) : null,
      reading_time: row.reading_time,
      views: row.views,
    };
  });
}

/** Articles with their text and gallery (the back office, and the public article page). */
export async function presentArticlesWithContent(db: Database, rows: ArticleRow[], timeZone: string) {
  const listed = await presentArticles(db, rows, timeZone);
  return listed.map((article, index) => ({
    ...article,
    content: rows[index]?.content ?? "",
    gallery: rows[index]?.gallery ?? [],
  }));
}

export async function categoriesWithCounts(db: Database) {
  const counts = await db
    .select({ category_id: informations.category_id, total: sql<number>`count(*)::int` })
    .from(informations)
    .where(publishedWhere())
    .groupBy(informations.category_id);
  const rows = await db.select().from(newsCategories).orderBy(newsCategories.name);
  return rows.map(({ created_at: _created, ...category }) => ({
    ...category,
    published_informations_count: counts.find((count) => count.category_id === category.id)?.total ?? 0,
  }));
}

export async function tagCounts(db: Database) {
  const rows = await db.select({ tags: informations.tags }).from(informations).where(publishedWhere());
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
