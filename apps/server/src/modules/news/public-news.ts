import type { publicNewsQuery } from "@ferry/shared/news";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { informations } from "../../db/schema/company";
import { AppError } from "../../lib/app-error";
import { presentArticles, presentArticlesWithContent, publishedWhere } from "./service";

/** What the public news pages read: published articles only, newest id last among equals. */
export type NewsReader = { db: Database; timeZone: string };

const NOT_FOUND = "Information not found";
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of published articles matching `where`, in `order`, with the total. */
export async function publishedArticles(
  reader: NewsReader,
  where: SQL | undefined,
  order: SQL,
  page: { page: number; perPage: number },
) {
  const condition = and(publishedWhere(), where);
  const [total] = await reader.db.select({ total: count() }).from(informations).where(condition);
  const rows = await reader.db
    .select()
    .from(informations)
    .where(condition)
    .orderBy(order, desc(informations.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows: await presentArticles(reader.db, rows, reader.timeZone), total: total?.total ?? 0 };
}

/** The newest, featured, most read or matching articles: the first `limit`. */
export const firstArticles = async (reader: NewsReader, where: SQL | undefined, order: SQL, limit: number) =>
  (await publishedArticles(reader, where, order, { page: 1, perPage: limit })).rows;

export const byNewest = () => desc(informations.published_at);
export const byViews = () => desc(informations.views);
export const featured = () => eq(informations.is_featured, true);

/** Title or content containing `text` (the quick search). */
export const titleOrContent = (text: string) =>
  or(ilike(informations.title, contains(text)), ilike(informations.content, contains(text)));

/** The list page's filters: search in title, excerpt and content, a category by slug, a tag; and its order. */
export function newsListFilter(query: z.output<typeof publicNewsQuery>): {
  where: SQL | undefined;
  order: SQL;
} {
  const pattern = query.search ? contains(query.search) : null;
  const where = and(
    pattern
      ? or(
          ilike(informations.title, pattern),
          ilike(informations.excerpt, pattern),
          ilike(informations.content, pattern),
        )
      : undefined,
    query.category
      ? sql`${informations.category_id} in (select id from news_categories where slug = ${query.category})`
      : undefined,
    query.tag ? sql`${informations.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
  );
  const order =
    query.sort_by === "views" ? byViews() : query.sort_by === "title" ? asc(informations.title) : byNewest();
  return { where, order };
}

/** A published article by id (digits that fit PostgreSQL's integer) or slug, with three related ones. */
export async function articlePage(reader: NewsReader, byKey: SQL) {
  const [row] = await reader.db.select().from(informations).where(and(publishedWhere(), byKey)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  const related = await reader.db
    .select()
    .from(informations)
    .where(
      and(
        publishedWhere(),
        eq(informations.category_id, row.category_id),
        sql`${informations.id} <> ${row.id}`,
      ),
    )
    .orderBy(byNewest())
    .limit(3);
  const [information] = await presentArticlesWithContent(reader.db, [row], reader.timeZone);
  if (!information) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { information, related: await presentArticles(reader.db, related, reader.timeZone) };
}

/** Counts one more reading of a published article; its new count. */
export async function countReading(db: Database, id: number) {
  const [row] = await db
    .update(informations)
    .set({ views: sql`${informations.views} + 1` })
    .where(and(publishedWhere(), eq(informations.id, id)))
    .returning({ views: informations.views });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}
