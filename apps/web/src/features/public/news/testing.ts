import type { Article } from "@ferry/shared/news";

/** A published article as the public API lists it (no image, no category), `overrides` applied. */
export const articleFixture = (
  overrides: Partial<Article> & Pick<Article, "id" | "slug" | "title">,
): Article => ({
  excerpt: null,
  featured_image: null,
  tags: [],
  is_featured: false,
  status: "published",
  category: null,
  user: { username: "admin" },
  published_at: null,
  formatted_published_at: null,
  reading_time: 1,
  views: 0,
  ...overrides,
});
