import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

describe("the system after npm start", () => {
  const browser = useBrowser();

  it("renders the home page with the company name in the footer", async () => {
    const page = await browser.open("/");
    const footer = page.locator("footer");
    await footer.getByText("PT Penyeberangan Nusantara").first().waitFor();
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
  });

  it("shows the development page on an unknown path", async () => {
    const page = await browser.open("/halaman-yang-tidak-ada");
    await page.getByRole("heading", { name: "Fitur Sedang Dalam Pengembangan" }).waitFor();
    expect(await page.getByRole("link", { name: "Kembali" }).count()).toBeGreaterThan(0);
  });

  it("shows the 403 page at /unauthorized", async () => {
    const page = await browser.open("/unauthorized");
    await page.getByRole("heading", { name: "Akses dibatasi" }).waitFor();
    expect(await page.getByText("Akses terbatas pada halaman ini !").count()).toBe(1);
  });

  it("runs without console errors or CSP violations", () => {
    expect(browser.errors).toEqual([]);
  });
});
