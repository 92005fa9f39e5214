import { useDeferredValue } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useArticleList } from "../news/api/news";
import { ArticleCard } from "../news/article-card";
import { HOME_NEWS } from "./home-queries";

const GRID = "grid gap-6 lg:grid-cols-[2fr_1fr]";
const FEATURED_GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";
const PULSE = "animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800";

/**
 * The loading state in the loaded layout's own grid, with cards of an article card's height: the grid
 * keeps its place when the news arrive (no layout shift), only its children are replaced.
 */
function NewsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      <div className={FEATURED_GRID}>
        {[1, 2, 3].map((key) => (
          <div key={key} className={`h-80 ${PULSE}`} />
        ))}
      </div>
      <div className={`h-80 ${PULSE}`} />
    </div>
  );
}

/** The home page's news: 6 fetched, up to 3 featured, 5 in the latest list. */
export function LatestNews() {
  const news = useArticleList(...HOME_NEWS);
  // Rendered in a deferred pass React splits into short slices (no long task when the news arrive).
  const shown = useDeferredValue(news.data);
  const items = shown ?? [];
  const featured = items.filter((item) => item.is_featured).slice(0, 3);
  return (
    <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="news-title">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id="news-title" className="text-2xl font-bold">
          Berita Terbaru
        </h2>
        <Link to="/berita" className="text-sm font-semibold text-navy-600 hover:underline dark:text-sky-300">
          Semua berita
        </Link>
      </div>
      {news.isLoading || (!news.error && shown === undefined) ? (
        <NewsSkeleton />
      ) : news.error ? (
        <div
          role="alert"
          className="rounded-lg bg-red-50 p-6 text-center text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          <p className="mb-3">Gagal memuat berita terbaru</p>
          <Button variant="secondary" onClick={() => void news.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : (
        <div className={GRID}>
          <div className={FEATURED_GRID}>
            {featured.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {items.slice(0, 5).map((article) => (
              <li key={article.id} className="p-3">
                <Link to={`/berita/${article.slug}`} className="font-medium hover:underline">
                  {article.title}
                </Link>
                <p className="text-xs text-slate-500">{article.formatted_published_at}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
