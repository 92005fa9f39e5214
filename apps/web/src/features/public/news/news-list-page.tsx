import { Link, useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { useArticleList, useArticlePages, useNewsFacets } from "./api/news";
import { ArticleCard } from "./article-card";

const FILTERS = ["search", "category", "tag", "sort_by"] as const;

/** /berita: search, category, tag and sort in the URL, 12 per page with 'Muat lebih banyak'. */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined]));
  const pages = useArticlePages(query);
  const { categories, tags } = useNewsFacets();
  const popular = useArticleList("/public/informations/popular", { limit: 5 });
  const featured = useArticleList("/public/informations/featured", { limit: 2 });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const articles = pages.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">Informasi & Berita</h1>
      <div className="mb-6 flex flex-wrap gap-2">
        <label className="min-w-48 flex-1">
          <span className="sr-only">Cari informasi</span>
          <input
            type="search"
            placeholder="Cari informasi..."
            defaultValue={params.get("search") ?? ""}
            onChange={(event) => set("search", event.target.value)}
            className={`${controlClass} w-full`}
          />
        </label>
        <label>
          <span className="sr-only">Kategori</span>
          <select
            value={params.get("category") ?? ""}
            onChange={(event) => set("category", event.target.value)}
            className={controlClass}
          >
            <option value="">Semua kategori</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name} ({category.published_informations_count})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Urutkan</span>
          <select
            value={params.get("sort_by") ?? ""}
            onChange={(event) => set("sort_by", event.target.value)}
            className={controlClass}
          >
            <option value="">Terbaru</option>
            <option value="views">Terpopuler</option>
            <option value="title">Judul</option>
          </select>
        </label>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_300px]">
        <div>
          {params.get("tag") ? (
            <p className="mb-3 text-sm">
              Tag: <strong>#{params.get("tag")}</strong>{" "}
              <button type="button" className="text-navy-600 underline" onClick={() => set("tag", "")}>
                hapus
              </button>
            </p>
          ) : null}
          {pages.isLoading ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {[1, 2, 3, 4].map((key) => (
                <div key={key} className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
              ))}
            </div>
          ) : pages.error ? (
            <div
              role="alert"
              className="rounded-lg bg-red-50 p-6 text-center text-red-700 dark:bg-red-950 dark:text-red-300"
            >
              <p className="mb-3">Gagal memuat informasi</p>
              <Button variant="secondary" onClick={() => void pages.refetch()}>
                Muat Ulang
              </Button>
            </div>
          ) : articles.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-500">
              Tidak ada informasi ditemukan
            </p>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {articles.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </div>
              {pages.hasNextPage ? (
                <div className="mt-6 text-center">
                  <Button
                    variant="secondary"
                    disabled={pages.isFetchingNextPage}
                    onClick={() => void pages.fetchNextPage()}
                  >
                    {pages.isFetchingNextPage ? "Memuat..." : "Muat lebih banyak"}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
        <aside className="space-y-6">
          <section>
            <h2 className="mb-2 font-semibold">Tag Populer</h2>
            <div className="flex flex-wrap gap-2">
              {(tags.data ?? []).map((tag) => (
                <button
                  key={tag.name}
                  type="button"
                  onClick={() => set("tag", tag.name)}
                  className="rounded-full bg-slate-100 px-2 py-1 text-xs hover:bg-slate-200 dark:bg-slate-800"
                >
                  #{tag.name} ({tag.count})
                </button>
              ))}
            </div>
          </section>
          <section>
            <h2 className="mb-2 font-semibold">Terpopuler</h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {(popular.data ?? []).map((article) => (
                <li key={article.id}>
                  <Link to={`/berita/${article.slug}`} className="hover:underline">
                    {article.title}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h2 className="mb-2 font-semibold">Pilihan</h2>
            <div className="space-y-3">
              {(featured.data ?? []).map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
