import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

describe("news", () => {
  const browser = useBrowser();

  it("lists news, loads more, filters by tag and reads an article", async () => {
    const page = await browser.open("/berita");
    await page.getByRole("heading", { name: "Informasi & Berita" }).waitFor();
    await page.locator("main article").first().waitFor();
    const cards = page.locator("main .grid article");
    const firstPage = await cards.count();
    await page.getByRole("button", { name: "Muat lebih banyak" }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll("main .grid article").length > count,
      firstPage,
    );

    await page.getByRole("button", { name: /^#keselamatan/ }).click();
    await page.getByText("Tag: #keselamatan").waitFor();
    await page.waitForFunction(() => document.querySelectorAll("main .grid > article").length === 2);
    expect(new URL(page.url()).searchParams.get("tag")).toBe("keselamatan");

    await page
      .getByRole("link", { name: "Cuaca Buruk: Pelayaran Dapat Ditunda Sewaktu-waktu" })
      .first()
      .click();
    await page
      .getByRole("heading", { name: "Cuaca Buruk: Pelayaran Dapat Ditunda Sewaktu-waktu", level: 1 })
      .waitFor();
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toContain("Pengumuman");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("Cuaca Buruk");
    await page.getByRole("button", { name: "Copy Link" }).click();
    await page.getByText("Link copied!").waitFor();
  });

  it("shows 'Information not found' for an unknown article", async () => {
    const page = await browser.open("/berita/tidak-ada-artikel-ini");
    await page.getByText("Information not found").waitFor();
    expect(await page.getByRole("link", { name: "Kembali ke Berita" }).count()).toBe(1);
  });
});
