import type { Article } from "@ferry/shared/news";
import { Eye } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

export function CategoryBadge({ category }: { category: Article["category"] }) {
  if (!category) return null;
  return (
    <span
      className="inline-block rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: category.color, color: readableTextOn(category.color) }}
    >
      {category.name}
    </span>
  );
}

/** White or near-black, whichever reads better on `background` (a category's chosen #rrggbb colour). */
export function readableTextOn(background: string): string {
  const hex = background.replace("#", "");
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return "#ffffff";
  const channel = (offset: number) => {
    const value = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#0f172a";
}

/** An article in lists: image (hidden when it fails), category, title, excerpt, date, up to 3 tags. */
export function ArticleCard({ article }: { article: Article }) {
  const [broken, setBroken] = useState(false);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      {article.featured_image && !broken ? (
        <img
          src={article.featured_image}
          alt=""
          onError={() => setBroken(true)}
          className="h-40 w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <div className="mb-2 flex items-center gap-2">
          <CategoryBadge category={article.category} />
          {article.is_featured ? (
            <span className="text-xs font-semibold text-amber-700 dark:text-amber-400">Featured</span>
          ) : null}
        </div>
        <h3 className="mb-2 font-semibold">
          <Link to={`/berita/${article.slug}`} className="hover:text-navy-700 dark:hover:text-sky-300">
            {article.title}
          </Link>
        </h3>
        {article.excerpt ? (
          <p className="mb-3 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{article.excerpt}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span>{article.formatted_published_at}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3 w-3" aria-hidden="true" /> {article.views}
          </span>
          {article.tags.slice(0, 3).map((tag) => (
            <Link
              key={tag}
              to={`/berita?tag=${encodeURIComponent(tag)}`}
              className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300"
            >
              #{tag}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
