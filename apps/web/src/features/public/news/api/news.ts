import type { PageMeta } from "@ferry/shared/api-errors";
import type { Article, ArticlePage, PublicNewsCategory, TagCount } from "@ferry/shared/news";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";
import { publicKeys } from "../../api/public-keys";

export const newsKeys = {
  pages: (query: Query) => [...publicKeys.all, "informations", query] as const,
  list: (path: string, query: Query) => [...publicKeys.all, path, query] as const,
  categories: () => [...publicKeys.all, "categories"] as const,
  tags: () => [...publicKeys.all, "tags"] as const,
  article: (slug: string | undefined) => [...publicKeys.all, "information", slug] as const,
};

/**
 * Pages of articles: page 1 on any filter change, later pages appended while below last_page. A list the
 * page no longer shows is dropped at once (gcTime 0): returning to a filter, or to /berita, starts again
 * at page 1 instead of bringing back the later pages loaded before.
 */
export const articlePagesQuery = (query: Query) =>
  infiniteQueryOptions({
    queryKey: newsKeys.pages(query),
    gcTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      staffApi.get<{ data: Article[]; meta: PageMeta }>("/public/informations", {
        ...query,
        page: pageParam,
        per_page: 12,
      }),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export const articleListQuery = (path: string, query: Query = {}) =>
  queryOptions({
    queryKey: newsKeys.list(path, query),
    queryFn: () => staffApi.get<{ data: Article[] }>(path, query).then((answer) => answer.data),
  });

export const newsCategoriesQuery = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: () =>
      staffApi.get<{ data: PublicNewsCategory[] }>("/public/categories").then((answer) => answer.data),
  });

/** The 20 most used tags. */
export const newsTagsQuery = () =>
  queryOptions({
    queryKey: newsKeys.tags(),
    queryFn: () =>
      staffApi.get<{ data: TagCount[] }>("/public/tags").then((answer) => answer.data.slice(0, 20)),
  });

export const articleQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: newsKeys.article(slug),
    queryFn: () =>
      staffApi.get<{ data: ArticlePage }>(`/public/informations/${slug}`).then((answer) => answer.data),
    enabled: slug !== undefined,
    retry: false,
  });

export const useArticlePages = (query: Query) => useInfiniteQuery(articlePagesQuery(query));
export const useArticleList = (path: string, query: Query = {}) => useQuery(articleListQuery(path, query));
export const useArticle = (slug: string | undefined) => useQuery(articleQuery(slug));

export function useNewsFacets() {
  const categories = useQuery(newsCategoriesQuery());
  const tags = useQuery(newsTagsQuery());
  return { categories, tags };
}
