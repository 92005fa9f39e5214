import { ChevronRight, Clock, Eye, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { usePublicSettings } from "../api/settings";
import { Paragraphs } from "../company/paragraphs";
import { useArticle } from "./api/news";
import { countView, setMeta, shareArticle } from "./article-actions";
import { ArticleCard, CategoryBadge } from "./article-card";

/** /berita/{slug}: the article, its gallery, tags and related articles, with share and copy link. */
export function ArticlePage() {
  const { slug } = useParams();
  const article = useArticle(slug);
  const settings = usePublicSettings();
  const [copied, setCopied] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);
  const info = article.data?.information;

  useEffect(() => {
    if (!info) return;
    document.title = info.title;
    setMeta("author", info.user.username ?? settings.company_name);
    setMeta("description", info.excerpt ?? info.title);
    countView(info.id);
  }, [info, settings.company_name]);

  if (article.isLoading) {
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-8" aria-hidden="true">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    );
  }
  if (article.error || !info) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="mb-2 text-6xl font-bold text-slate-300">404</h1>
        <p className="mb-6 text-lg">Information not found</p>
        <Link to="/berita" className="rounded-lg bg-navy-700 px-4 py-2 font-semibold text-white">
          Kembali ke Berita
        </Link>
      </section>
    );
  }
  const copyLink = async () => {
    await navigator.clipboard?.writeText(window.location.href).catch(() => {});
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const content = info.content ?? "";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-4 flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <Link to="/">Home</Link>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
        <Link to="/berita">Informasi</Link>
        {info.category ? (
          <>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <Link to={`/berita?category=${info.category.slug}`}>{info.category.name}</Link>
          </>
        ) : null}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
        <span aria-current="page" className="text-slate-700 dark:text-slate-300">
          {info.title}
        </span>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[1fr_280px]">
        <article>
          <div className="mb-2 flex items-center gap-2">
            <CategoryBadge category={info.category} />
            {info.is_featured ? (
              <span className="text-xs font-semibold text-amber-700 dark:text-amber-400">Featured</span>
            ) : null}
          </div>
          <h1 className="mb-3 text-3xl font-bold">{info.title}</h1>
          <div className="mb-4 flex flex-wrap items-center gap-4 text-sm text-slate-500">
            <span>{info.user.username ?? settings.company_name}</span>
            <span>{info.formatted_published_at}</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" /> {info.reading_time} menit baca
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye className="h-4 w-4" aria-hidden="true" /> {info.views}
            </span>
            <button
              type="button"
              onClick={() => void shareArticle(info.title)}
              className="inline-flex items-center gap-1 text-navy-600 dark:text-sky-300"
            >
              <Share2 className="h-4 w-4" aria-hidden="true" /> Share
            </button>
          </div>
          {info.excerpt ? (
            <p className="mb-4 text-lg text-slate-600 dark:text-slate-400">{info.excerpt}</p>
          ) : null}
          {info.featured_image && !imageBroken ? (
            <img
              src={info.featured_image}
              alt=""
              onError={() => setImageBroken(true)}
              className="mb-6 w-full rounded-xl"
            />
          ) : null}
          <Paragraphs text={content} className="leading-relaxed" />
          {info.gallery && info.gallery.length > 0 ? (
            <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {info.gallery.map((image) => (
                <a key={image} href={image} target="_blank" rel="noopener noreferrer">
                  <img src={image} alt="" className="h-32 w-full rounded object-cover" />
                </a>
              ))}
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-2">
            {info.tags.map((tag) => (
              <Link
                key={tag}
                to={`/berita?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800"
              >
                #{tag}
              </Link>
            ))}
          </div>
        </article>
        <aside className="space-y-4">
          {content.length > 1000 ? (
            <nav
              aria-label="Daftar isi"
              className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700"
            >
              <p className="mb-2 font-semibold">Daftar Isi</p>
              <ul className="space-y-1">
                <li>Introduction</li>
                <li>Main Content</li>
                <li>Conclusion</li>
              </ul>
            </nav>
          ) : null}
          <section className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">
            <p className="mb-2 font-semibold">Info Artikel</p>
            <p>Kategori: {info.category?.name ?? "-"}</p>
            <p>Terbit: {info.formatted_published_at}</p>
            <p>Dibaca: {info.views} kali</p>
          </section>
          <section className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">
            <p className="mb-2 font-semibold">Bagikan</p>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => void shareArticle(info.title)}
                className="rounded border border-slate-300 px-2 py-1"
              >
                Share
              </button>
              <button
                type="button"
                onClick={() => void copyLink()}
                className="rounded border border-slate-300 px-2 py-1"
              >
                Copy Link
              </button>
            </div>
            {copied ? (
              <p role="status" className="mt-2 text-green-700">
                Link copied!
              </p>
            ) : null}
          </section>
        </aside>
      </div>
      {article.data?.related.length ? (
        <section className="mt-10">
          <h2 className="mb-4 text-xl font-bold">Artikel Terkait</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {article.data.related.map((item) => (
              <ArticleCard key={item.id} article={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
