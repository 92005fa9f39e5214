import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedNews } from "../../db/seed/news";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ method: "GET", url: `/api/public${url}` });

describe("news", () => {
  it("publishes only published, due articles, with filters, sort and pages", async () => {
    await seedNews(app.database.db);
    const api = await adminClient(app);
    const category = (await api.call("GET", "/categories/options")).json().data[0];
    await api.create("/informations", {
      title: "Draf Rahasia",
      category_id: category.id,
      content: "isi",
      status: "draft",
    });
    await api.create("/informations", {
      title: "Terbit Besok",
      category_id: category.id,
      content: "isi",
      status: "published",
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const page = (await get("/informations?per_page=5")).json();
    expect(page.meta).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 14 });
    expect(page.data[0]).toMatchObject({
      title: "Jadwal Tambahan Merak–Bakauheni Selama Libur Natal dan Tahun Baru",
      category: { slug: "pengumuman", color: "#dc2626" },
    });
    expect(page.data[0].formatted_published_at).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(page.data[0]).not.toHaveProperty("content");
    expect((await get("/informations?category=promo")).json().meta.total).toBe(2);
    expect((await get("/informations?tag=keselamatan")).json().meta.total).toBe(2);
    expect(
      (await get("/informations?search=docking")).json().data.map((row: { slug: string }) => row.slug),
    ).toEqual(["kmp-legundi-kembali-beroperasi-setelah-docking-tahunan"]);
    const popular = (await get("/informations?sort_by=views&per_page=50"))
      .json()
      .data.map((row: { views: number }) => row.views);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    expect((await get("/informations?sort_by=rahasia")).statusCode).toBe(422);
    expect((await get("/informations/featured?limit=2")).json().data).toHaveLength(2);
    expect((await get("/informations/search?q=cuaca")).json().data).toHaveLength(1);
  });

  it("answers one article by slug or id with related ones, counts a view, and 404s a draft", async () => {
    await seedNews(app.database.db);
    const answer = (await get("/informations/cara-cek-booking-dan-cetak-tiket-sendiri")).json().data;
    expect(answer.information).toMatchObject({
      title: "Cara Cek Booking dan Cetak Tiket Sendiri",
      user: { username: "admin" },
    });
    expect(answer.information.content.split("\n\n")).toHaveLength(4);
    expect(answer.related.length).toBeGreaterThan(0);
    expect(
      answer.related.every((row: { category: { slug: string } }) => row.category.slug === "tips-perjalanan"),
    ).toBe(true);
    const before = answer.information.views;
    const counted = await app.inject({
      method: "PATCH",
      url: `/api/public/informations/${answer.information.id}/views`,
    });
    expect(counted.json().data.views).toBe(before + 1);
    expect((await get(`/informations/${answer.information.id}`)).json().data.information.views).toBe(
      before + 1,
    );
    expect((await get("/informations/tidak-ada")).json()).toMatchObject({
      code: "NOT_FOUND",
      message: "Information not found",
    });
  });

  it("generates unique slugs, computes reading time and records the author", async () => {
    const api = await adminClient(app);
    const category = await api.create("/categories", { name: "Berita Kapal", color: "#123456" });
    expect(category.slug).toBe("berita-kapal");
    const first = await api.create("/informations", {
      title: "Kapal Baru Tiba!",
      category_id: category.id,
      content: "kata ".repeat(450),
      status: "published",
      tags: "kapal, baru , kapal",
    });
    const second = await api.create("/informations", {
      title: "Kapal Baru Tiba",
      category_id: category.id,
      content: "isi",
      status: "published",
    });
    expect([first.slug, second.slug]).toEqual(["kapal-baru-tiba", "kapal-baru-tiba-2"]);
    expect(first.reading_time).toBe(3);
    expect(first.tags).toEqual(["kapal", "baru"]);
    expect((first.user as { username: string }).username).toMatch(/^user_/);
    const tags = (await get("/tags")).json().data;
    expect(tags).toEqual([
      { name: "baru", count: 1 },
      { name: "kapal", count: 1 },
    ]);
    const categories = (await get("/categories")).json().data;
    expect(categories).toEqual([
      expect.objectContaining({ slug: "berita-kapal", published_informations_count: 2 }),
    ]);
    expect((await api.call("DELETE", `/categories/${category.id}`)).statusCode).toBe(409);
  });

  it("keeps HTML typed by staff as text", async () => {
    const api = await adminClient(app);
    const category = await api.create("/categories", { name: "Uji" });
    await api.create("/informations", {
      title: "Uji HTML",
      category_id: category.id,
      content: "<script>alert(1)</script>",
      status: "published",
    });
    const article = (await get("/informations/uji-html")).json().data.information;
    expect(article.content).toBe("<script>alert(1)</script>");
  });
});
