import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { setOnlineBooking } from "../support/online-booking";

describe("public schedules", () => {
  const browser = useBrowser();

  it("searches from the home page, opens a sailing, switches tabs and opens the booking information", async () => {
    // The specification's behaviour: 'Booking Online' off (the demo data turns it on; restored below).
    await setOnlineBooking(browser.baseUrl(), false);
    const page = await browser.open("/");
    await page.setViewportSize({ width: 360, height: 780 });
    const search = page.getByRole("form", { name: "Cari jadwal" });
    await search.getByLabel("Pelabuhan Asal", { exact: true }).selectOption({ label: "Pelabuhan Ketapang" });
    await search
      .getByLabel("Pelabuhan Tujuan", { exact: true })
      .selectOption({ label: "Pelabuhan Gilimanuk" });
    await search.getByRole("button", { name: "Cari Jadwal" }).click();
    await page.getByRole("heading", { name: "Jadwal Tersedia" }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/info");
    expect(url.searchParams.get("origin_port_id")).not.toBeNull();
    expect(url.searchParams.get("destination_port_id")).not.toBeNull();
    await page.getByText(/\d+ jadwal ditemukan/).waitFor();
    const first = page.locator("article").first();
    expect(await first.textContent()).toContain("Pelabuhan Ketapang → Pelabuhan Gilimanuk");
    expect(await first.textContent()).toContain("WIB");

    await first.getByRole("link", { name: "Lihat Detail Tiket" }).click();
    await page.getByRole("tab", { name: "Harga Tiket" }).waitFor();
    // The three tabs lie side by side inside the 360 px screen, none scrolled out of sight.
    for (const tab of await page.getByRole("tab").all()) {
      const box = await tab.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    }
    expect(await page.getByText("Statistik Pemesanan").count()).toBe(1);
    await page.getByRole("button", { name: "Pesan Tiket" }).first().click();
    const modal = page.getByRole("dialog", { name: "Informasi Pemesanan" });
    await modal.waitFor();
    await modal.getByRole("button", { name: "Tutup" }).click();

    await page.getByRole("tab", { name: "Info Jadwal" }).click();
    await page.getByText("Informasi Penting").waitFor();
    expect(await page.getByRole("tabpanel").textContent()).toContain("WITA");
    await page.getByRole("tab", { name: "Fasilitas Kapal" }).click();
    await page.getByText("Gambar kapal belum tersedia").waitFor();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await setOnlineBooking(browser.baseUrl(), true);
  });

  it("with 'Booking Online' on, 'Pesan Tiket' asks a visitor to sign in first", async () => {
    const page = await browser.open("/info");
    await page.locator("article").first().getByRole("link", { name: "Lihat Detail Tiket" }).click();
    await page.getByRole("button", { name: "Pesan Tiket" }).first().click();
    await page.waitForURL(/\/customers\/login$/);
    expect(await page.getByRole("dialog", { name: "Informasi Pemesanan" }).count()).toBe(0);
  });

  it("asks for at least one criterion on the home search", async () => {
    const page = await browser.open("/");
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (alert) => {
        resolve(alert.message());
        void alert.dismiss();
      }),
    );
    await page.getByRole("button", { name: "Cari Jadwal" }).click();
    expect(await dialog).toBe("Silakan pilih minimal satu kriteria pencarian");
  });

  it("shows the departures board with remaining quota", async () => {
    const page = await browser.open("/jadwal-publik");
    await page.getByRole("heading", { name: "Papan Keberangkatan" }).waitFor();
    await page.locator("tbody tr").first().waitFor();
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(5);
  });
});
