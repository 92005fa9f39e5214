import type { PageMeta } from "@ferry/shared/api-errors";
import type { Article, PublicNewsCategory } from "@ferry/shared/news";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";

/**
 * Pages of articles: page 1 on any filter change, later pages appended while below last_page. A list the
 * page no longer shows is dropped at once (gcTime 0): returning to a filter, or to /berita, starts again
 * at page 1 instead of bringing back the later pages loaded before.
 */
export function useArticlePages(query: Query) {
  return useInfiniteQuery({
    queryKey: ["public", "informations", query],
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
}

export function useArticleList(path: string, query: Query = {}) {
  return useQuery({
    queryKey: ["public", path, query],
    queryFn: () => staffApi.get<{ data: Article[] }>(path, query).then((answer) => answer.data),
  });
}

export function useNewsFacets() {
  const categories = useQuery({
    queryKey: ["public", "categories"],
    queryFn: () =>
      staffApi.get<{ data: PublicNewsCategory[] }>("/public/categories").then((answer) => answer.data),
  });
  const tags = useQuery({
    queryKey: ["public", "tags"],
    queryFn: () =>
      staffApi
        .get<{ data: { name: string; count: number }[] }>("/public/tags")
        .then((answer) => answer.data.slice(0, 20)),
  });
  return { categories, tags };
}

export function useArticle(slug: string | undefined) {
  return useQuery({
    queryKey: ["public", "information", slug],
    queryFn: () =>
      staffApi
        .get<{ data: { information: Article; related: Article[] } }>(`/public/informations/${slug}`)
        .then((answer) => answer.data),
    enabled: slug !== undefined,
    retry: false,
  });
}
