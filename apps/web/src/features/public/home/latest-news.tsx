import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArticleCard } from "../news/article-card";
import { useArticleList } from "../news/news-api";

/** The home page's news: 6 fetched, up to 3 featured, 5 in the latest list. */
export function LatestNews() {
  const news = useArticleList("/public/informations", { per_page: 6, sort_by: "published_at" });
  const items = news.data ?? [];
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
      {news.isLoading ? (
        <div className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
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
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
