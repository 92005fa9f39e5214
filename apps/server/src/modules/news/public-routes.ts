import { databaseId, idParams } from "@ferry/shared/ids";
import {
  articlePageSchema,
  articleSchema,
  publicNewsCategorySchema,
  publicNewsQuery,
  tagCountSchema,
} from "@ferry/shared/news";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { informations } from "../../db/schema/company";
import { envelopeOf, ok } from "../../lib/envelope";
import { pageMeta } from "../../lib/list-sql";
import { publicAccess } from "../../plugins/access";
import {
  articlePage,
  byNewest,
  byViews,
  countReading,
  featured,
  firstArticles,
  newsListFilter,
  publishedArticles,
  titleOrContent,
} from "./public-news";
import { categoriesWithCounts, tagCounts } from "./service";

const tags = ["public"];
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });
const articlesAnswer = { 200: envelopeOf(z.array(articleSchema)) };

/** The public news: lists with search, category, tag and sort; one article with related ones; counts. */
export const newsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const reader = () => ({ db: db(), timeZone: app.config.timeZone });

  app.get(
    "/public/informations",
    { config: publicAccess, schema: { tags, querystring: publicNewsQuery, response: articlesAnswer } },
    async (request) => {
      const query = request.query;
      const { where, order } = newsListFilter(query);
      const page = { page: query.page, perPage: query.per_page };
      const { rows, total } = await publishedArticles(reader(), where, order, page);
      return ok(rows, {
        meta: pageMeta({ page: query.page, per_page: query.per_page, sort_dir: "asc" }, total),
      });
    },
  );

  app.get(
    "/public/informations/featured",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) => ok(await firstArticles(reader(), featured(), byNewest(), request.query.limit)),
  );
  app.get(
    "/public/informations/popular",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) => ok(await firstArticles(reader(), undefined, byViews(), request.query.limit)),
  );
  app.get(
    "/public/informations/latest",
    { config: publicAccess, schema: { tags, querystring: limitQuery, response: articlesAnswer } },
    async (request) => ok(await firstArticles(reader(), undefined, byNewest(), request.query.limit)),
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
    async (request) =>
      ok(await firstArticles(reader(), titleOrContent(request.query.q), byNewest(), request.query.limit)),
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
      return ok(
        await articlePage(reader(), id?.success ? eq(informations.id, id.data) : eq(informations.slug, key)),
      );
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
    async (request) => ok(await countReading(db(), request.params.id)),
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
