import fs from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";

/**
 * Article and company information content is text, never HTML: the staff token lives in local storage,
 * so markup in an article must not become elements (no script, no image with an error handler).
 */
const HOSTILE =
  '<img src=x onerror="alert(1)"><script>window.__pwned = 1</script><a href="javascript:alert(1)">klik</a>';

const article = {
  id: 7,
  slug: "berbahaya",
  title: `Judul ${HOSTILE}`,
  excerpt: `Ringkasan ${HOSTILE}`,
  content: `Paragraf pertama ${HOSTILE}\n\n<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>`,
  gallery: [],
  featured_image: null,
  tags: [`<b>tag</b>`],
  is_featured: false,
  category: { id: 1, name: `<i>Kategori</i>`, slug: "umum", color: "#000000" },
  user: { username: `<u>penulis</u>` },
  published_at: "2026-01-05T01:00:00.000Z",
  formatted_published_at: "05 Jan 2026",
  reading_time: 1,
  views: 3,
};

const companyItem = {
  id: 1,
  category: "kontak",
  title: `Kontak ${HOSTILE}`,
  subtitle: HOSTILE,
  description: HOSTILE,
  content: HOSTILE,
  alamat: HOSTILE,
  contact: HOSTILE,
  email: HOSTILE,
};

mockApi(
  {
    "/api/public/informations/berbahaya": { success: true, data: { information: article, related: [] } },
    "/api/public/company/informations/category/kontak": { success: true, data: [companyItem] },
    "/api/public/settings": { success: true, data: { company_name: "PT Uji" } },
  },
  { fallback: notFound },
);

function expectNoInjectedElements(container: HTMLElement) {
  expect(
    container.querySelector("script, iframe, svg[onload], img[onerror], a[href^='javascript']"),
  ).toBeNull();
  for (const element of container.querySelectorAll("*"))
    for (const attribute of element.getAttributeNames()) expect(attribute.startsWith("on")).toBe(false);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe("server content on public pages", () => {
  it("shows an article's markup as text and creates no element from it", async () => {
    const { container } = renderAt("/berita/berbahaya");
    expect(await screen.findByRole("heading", { level: 1, name: `Judul ${HOSTILE}` })).toBeTruthy();
    expect(container.textContent).toContain("<script>window.__pwned = 1</script>");
    expect(container.textContent).toContain("<iframe");
    expectNoInjectedElements(container);
  });

  it("shows company information markup as text", async () => {
    const { container } = renderAt("/kontak");
    expect(await screen.findByRole("heading", { level: 2, name: `Kontak ${HOSTILE}` })).toBeTruthy();
    expectNoInjectedElements(container);
  });

  it("is never rendered through dangerouslySetInnerHTML or innerHTML anywhere in the web app", () => {
    // The web app's src/, whether the tests run from the repository root or from apps/web.
    const root = [path.resolve("apps/web/src"), path.resolve("src")].find((dir) =>
      fs.existsSync(path.join(dir, "app", "router.tsx")),
    ) as string;
    const sources = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.filter((name) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write/.test(
        fs.readFileSync(path.join(root, name), "utf8"),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
