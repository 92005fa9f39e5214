import { databaseId, idParams } from "@ferry/shared/ids";
import {
  articlePageSchema,
  articleSchema,
  publicNewsCategorySchema,
  publicNewsQuery,
  tagCountSchema,
} from "@ferry/shared/news";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { informations } from "../../db/schema/company";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { pageMeta } from "../../lib/list-sql";
import { publicAccess } from "../../plugins/access";
import {
  categoriesWithCounts,
  presentArticles,
  presentArticlesWithContent,
  publishedWhere,
  tagCounts,
} from "./service";

const tags = ["public"];
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });
const articlesAnswer = { 200: envelopeOf(z.array(articleSchema)) };

/** The public news: lists with search, category, tag and sort; one article with related ones; counts. */
export const newsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const zone = () => app.config.timeZone;

  async function list(where: SQL | undefined, order: SQL, page: number, perPage: number) {
    const condition = and(publishedWhere(), where);
    const [total] = await db().select({ total: count() }).from(informations).where(condition);
    const rows = await db()
      .select()
      .from(informations)
      .where(condition)
      .orderBy(order, desc(informations.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { rows: await presentArticles(db(), rows, zone()), total: total?.total ?? 0 };
  }

  app.get(
    "/public/informations",
    { config: publicAccess, schema: { tags, querystring: publicNewsQuery, response: articlesAnswer } },
    async (request) => {
      const query = request.query;
      const conditions: (SQL | undefined)[] = [];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        conditions.push(
          or(
            ilike(informations.title, pattern),
            ilike(informations.excerpt, pattern),
            ilike(informations.content, pattern),
          ),
        );
      }
      if (query.category) {
        conditions.push(
          sql`${informations.category_id} in (select id from news_categories where slug = ${query.category})`,
        );
      }
      if (query.tag) conditions.push(sql`${informations.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
      const order =
        query.sort_by === "views"
          ? desc(informations.views)
          : query.sort_by === "title"
            ? asc(informations.title)
            : desc(informations.published_at);
      const { rows, total } = await list(and(...conditions), order, query.page, query.per_page);
      return ok(rows, {
        meta: pageMeta({ page: query.page, per_page: query.per_page, sort_dir: "asc" }, total),
      });
    },
  );

  app.get(
    "/public/informations/featured",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) =>
      ok(
        (
          await list(
            eq(informations.is_featured, true),
            desc(informations.published_at),
            1,
            request.query.limit,
          )
        ).rows,
      ),
  );
  app.get(
    "/public/informations/popular",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) => ok((await list(undefined, desc(informations.views), 1, request.query.limit)).rows),
  );
  app.get(
    "/public/informations/latest",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) =>
      ok((await list(undefined, desc(informations.published_at), 1, request.query.limit)).rows),
  );
  app.get(
    "/public/informations/search",
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: z.object({
          q: z.string().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: articlesAnswer,
      },
    },
    async (request) => {
      const pattern = `%${request.query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return ok(
        (
          await list(
            or(ilike(informations.title, pattern), ilike(informations.content, pattern)),
            desc(informations.published_at),
            1,
            request.query.limit,
          )
        ).rows,
      );
    },
  );

  app.get(
    "/public/informations/:slugOrId",
    {
      config: publicAccess,
      schema: {
        tags,
        params: z.object({ slugOrId: z.string().max(150) }),
        response: { 200: envelopeOf(articlePageSchema) },
      },
    },
    async (request) => {
      const key = request.params.slugOrId;
      // Digits are an id when they can be one; past PostgreSQL's integer they can only be a slug.
      const id = /^\d+$/.test(key) ? databaseId().safeParse(key) : undefined;
      const byId = id?.success ? eq(informations.id, id.data) : eq(informations.slug, key);
      const [row] = await db().select().from(informations).where(and(publishedWhere(), byId)).limit(1);
      if (!row) throw new AppError("NOT_FOUND", "Information not found");
      const related = await db()
        .select()
        .from(informations)
        .where(
          and(
            publishedWhere(),
            eq(informations.category_id, row.category_id),
            sql`${informations.id} <> ${row.id}`,
          ),
        )
        .orderBy(desc(informations.published_at))
        .limit(3);
      const [information] = await presentArticlesWithContent(db(), [row], zone());
      if (!information) throw new AppError("NOT_FOUND", "Information not found");
      return ok({ information, related: await presentArticles(db(), related, zone()) });
    },
  );

  app.patch(
    "/public/informations/:id/views",
    {
      config: publicAccess,
      schema: {
        tags,
        params: idParams,
        response: { 200: envelopeOf(z.object({ views: z.number().int() })) },
      },
    },
    async (request) => {
      const [row] = await db()
        .update(informations)
        .set({ views: sql`${informations.views} + 1` })
        .where(and(publishedWhere(), eq(informations.id, request.params.id)))
        .returning({ views: informations.views });
      if (!row) throw new AppError("NOT_FOUND", "Information not found");
      return ok(row);
    },
  );

  app.get(
    "/public/categories",
    {
      config: publicAccess,
      schema: { tags, response: { 200: envelopeOf(z.array(publicNewsCategorySchema)) } },
    },
    async () => ok(await categoriesWithCounts(db())),
  );
  app.get(
    "/public/tags",
    { config: publicAccess, schema: { tags, response: { 200: envelopeOf(z.array(tagCountSchema)) } } },
    async () => ok(await tagCounts(db())),
  );
};
