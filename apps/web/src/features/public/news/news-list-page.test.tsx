import type { Article } from "@ferry/shared/news";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ANYTHING_OK, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { articleFixture } from "./testing";

/** One article per page, titled after its filter and page, three pages for every filter. */
const article = (filter: string, page: number): Article =>
  articleFixture({
    id: page * 100 + filter.length,
    slug: `artikel-${filter}-${page}`,
    title: `Artikel ${filter} halaman ${page}`,
  });

const { calls } = mockApi(
  {
    "/api/public/informations": ({ query }) => {
      const page = Number(query.get("page"));
      const filter = query.get("category") ?? query.get("tag") ?? "semua";
      return {
        success: true,
        data: [article(filter, page)],
        meta: { current_page: page, last_page: 3, per_page: 12, total: 3 },
      };
    },
    "/api/public/categories": {
      success: true,
      data: [
        { id: 1, name: "Pengumuman", slug: "pengumuman", color: "#1d4ed8", published_informations_count: 3 },
      ],
    },
    "/api/public/tags": { success: true, data: [{ name: "mudik", count: 3 }] },
    "/api/public/informations/popular": { success: true, data: [] },
    "/api/public/informations/featured": { success: true, data: [] },
  },
  { fallback: ANYTHING_OK },
);

const listPages = () =>
  calls.filter((call) => call.path === "/api/public/informations").map((call) => call.query.get("page"));

describe("/berita", () => {
  it("starts again at page 1 whenever the category or the tag changes, even back to one seen before", async () => {
    renderAt("/berita");
    await screen.findByText("Artikel semua halaman 1");
    await userEvent.click(screen.getByRole("button", { name: "Muat lebih banyak" }));
    await screen.findByText("Artikel semua halaman 2");

    await userEvent.selectOptions(screen.getByLabelText("Kategori"), "pengumuman");
    await screen.findByText("Artikel pengumuman halaman 1");
    expect(screen.queryByText("Artikel semua halaman 2")).toBeNull();

    calls.length = 0;
    await userEvent.selectOptions(screen.getByLabelText("Kategori"), "");
    await screen.findByText("Artikel semua halaman 1");
    expect(screen.queryByText("Artikel semua halaman 2")).toBeNull();
    expect(listPages()).toEqual(["1"]);

    await userEvent.click(screen.getByRole("button", { name: "#mudik (3)" }));
    await screen.findByText("Artikel mudik halaman 1");
    await userEvent.click(screen.getByRole("button", { name: "Muat lebih banyak" }));
    await screen.findByText("Artikel mudik halaman 2");
    await userEvent.click(screen.getByRole("button", { name: "hapus" }));
    await userEvent.click(screen.getByRole("button", { name: "#mudik (3)" }));
    await screen.findByText("Artikel mudik halaman 1");
    expect(screen.queryByText("Artikel mudik halaman 2")).toBeNull();
  }, 15_000);
});
